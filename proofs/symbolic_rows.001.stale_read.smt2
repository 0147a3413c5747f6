; program symbolic_rows, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg2_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r152_byte () Int)
(declare-fun r152_1 () Int)
(declare-fun s27 () Int)
(declare-fun r152_0 () Int)
(declare-fun byte () Int)
(declare-fun s77 () Int)
(declare-fun w153_byte () Int)
(declare-fun w153_1 () Int)
(declare-fun w153_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s154_byte () Int)
(declare-fun s154_1 () Int)
(declare-fun s154_0 () Int)
(assert
 (let ((?x246 (+ 0 (* 4 (+ 0 (+ (* r152_0 s27) (* r152_1 1)))))))
 (and (and (>= r152_0 0) (< r152_0 s77)) (and (>= r152_1 0) (< r152_1 s27)) (and (>= r152_byte 0) (< r152_byte 4)) (= byte (+ ?x246 r152_byte)))))
(assert
 (let ((?x242 (+ 0 (* 4 (+ s27 (+ (* w153_0 s27) (* w153_1 1)))))))
 (and (and (>= w153_0 0) (< w153_0 (+ (- 1) s77))) (and (>= w153_1 0) (< w153_1 s27)) (and (>= w153_byte 0) (< w153_byte 4)) (= byte (+ ?x242 w153_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x246 (+ 0 (* 4 (+ 0 (+ (* r152_0 s27) (* r152_1 1)))))))
 (= observed (+ ?x246 held_byte))))
(assert
 (let ((?x696 (+ 0 (* 4 (+ 0 (+ (* s154_0 s27) (* s154_1 1)))))))
 (and (and (>= s154_0 0) (< s154_0 s77)) (and (>= s154_1 0) (< s154_1 s27)) (and (>= s154_byte 0) (< s154_byte 4)) (= observed (+ ?x696 s154_byte)))))
(assert
 (let ((?x1066 (div (- byte 0) 4)))
 (or (< ?x1066 s27) (>= ?x1066 (+ s27 (* (+ (- 1) s77) s27))))))
(assert
 (>= s77 2))
(assert
 (>= s27 2))
(assert
 (let ((?x45 (+ (- 1) s77)))
(and (distinct 1 ?x45) true)))
(check-sat)
