; program symbolic_rows, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg2_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r155_byte () Int)
(declare-fun r155_1 () Int)
(declare-fun s27 () Int)
(declare-fun r155_0 () Int)
(declare-fun byte () Int)
(declare-fun s77 () Int)
(declare-fun w156_byte () Int)
(declare-fun w156_1 () Int)
(declare-fun w156_0 () Int)
(assert
 (let ((?x1140 (+ 0 (* 4 (+ 0 (+ (* r155_0 s27) (* r155_1 1)))))))
 (and (and (>= r155_0 0) (< r155_0 s77)) (and (>= r155_1 0) (< r155_1 s27)) (and (>= r155_byte 0) (< r155_byte 4)) (= byte (+ ?x1140 r155_byte)))))
(assert
 (let ((?x974 (+ 0 (* 4 (+ s27 (+ (* w156_0 s27) (* w156_1 1)))))))
 (and (and (>= w156_0 0) (< w156_0 (+ (- 1) s77))) (and (>= w156_1 0) (< w156_1 s27)) (and (>= w156_byte 0) (< w156_byte 4)) (= byte (+ ?x974 w156_byte)))))
(assert
 (or (> 0 (div (- byte 0) 4)) (>= (div (- byte 0) 4) (+ 0 (* s77 s27)))))
(assert
 (>= s77 2))
(assert
 (>= s27 2))
(assert
 (let ((?x45 (+ (- 1) s77)))
(and (distinct 1 ?x45) true)))
(check-sat)
