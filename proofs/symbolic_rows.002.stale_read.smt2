; program symbolic_rows, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg2_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r168_byte () Int)
(declare-fun r168_1 () Int)
(declare-fun s27 () Int)
(declare-fun r168_0 () Int)
(declare-fun byte () Int)
(declare-fun s77 () Int)
(declare-fun w169_byte () Int)
(declare-fun w169_1 () Int)
(declare-fun w169_0 () Int)
(assert
 (let ((?x281 (+ 0 (* 4 (+ 0 (+ (* r168_0 s27) (* r168_1 1)))))))
 (and (and (>= r168_0 0) (< r168_0 s77)) (and (>= r168_1 0) (< r168_1 s27)) (and (>= r168_byte 0) (< r168_byte 4)) (= byte (+ ?x281 r168_byte)))))
(assert
 (let ((?x222 (+ 0 (* 4 (+ s27 (+ (* w169_0 s27) (* w169_1 1)))))))
 (and (and (>= w169_0 0) (< w169_0 (+ (- 1) s77))) (and (>= w169_1 0) (< w169_1 s27)) (and (>= w169_byte 0) (< w169_byte 4)) (= byte (+ ?x222 w169_byte)))))
(assert
 (or (> 0 (div (- byte 0) 4)) (>= (div (- byte 0) 4) (+ 0 (* s77 s27)))))
(assert
 (>= s77 2))
(assert
 (>= s27 2))
(assert
 (let ((?x179 (+ (- 1) s77)))
(and (distinct 1 ?x179) true)))
(check-sat)
