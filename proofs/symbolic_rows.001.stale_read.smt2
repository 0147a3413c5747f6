; program symbolic_rows, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg2_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r154_byte () Int)
(declare-fun r154_1 () Int)
(declare-fun s27 () Int)
(declare-fun r154_0 () Int)
(declare-fun byte () Int)
(declare-fun s77 () Int)
(declare-fun w155_byte () Int)
(declare-fun w155_1 () Int)
(declare-fun w155_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s156_byte () Int)
(declare-fun s156_1 () Int)
(declare-fun s156_0 () Int)
(assert
 (let ((?x267 (+ 0 (* 4 (+ 0 (+ (* r154_0 s27) (* r154_1 1)))))))
 (and (and (>= r154_0 0) (< r154_0 s77)) (and (>= r154_1 0) (< r154_1 s27)) (and (>= r154_byte 0) (< r154_byte 4)) (= byte (+ ?x267 r154_byte)))))
(assert
 (let ((?x1155 (+ 0 (* 4 (+ s27 (+ (* w155_0 s27) (* w155_1 1)))))))
 (and (and (>= w155_0 0) (< w155_0 (+ (- 1) s77))) (and (>= w155_1 0) (< w155_1 s27)) (and (>= w155_byte 0) (< w155_byte 4)) (= byte (+ ?x1155 w155_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x267 (+ 0 (* 4 (+ 0 (+ (* r154_0 s27) (* r154_1 1)))))))
 (= observed (+ ?x267 held_byte))))
(assert
 (let ((?x1035 (+ 0 (* 4 (+ 0 (+ (* s156_0 s27) (* s156_1 1)))))))
 (and (and (>= s156_0 0) (< s156_0 s77)) (and (>= s156_1 0) (< s156_1 s27)) (and (>= s156_byte 0) (< s156_byte 4)) (= observed (+ ?x1035 s156_byte)))))
(assert
 (let ((?x1068 (div (- byte 0) 4)))
 (or (< ?x1068 s27) (>= ?x1068 (+ s27 (* (+ (- 1) s77) s27))))))
(assert
 (>= s77 2))
(assert
 (>= s27 2))
(assert
 (let ((?x159 (+ (- 1) s77)))
(and (distinct 1 ?x159) true)))
(check-sat)
