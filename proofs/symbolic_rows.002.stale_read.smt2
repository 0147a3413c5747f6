; program symbolic_rows, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg2_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r157_byte () Int)
(declare-fun r157_1 () Int)
(declare-fun s27 () Int)
(declare-fun r157_0 () Int)
(declare-fun byte () Int)
(declare-fun s77 () Int)
(declare-fun w158_byte () Int)
(declare-fun w158_1 () Int)
(declare-fun w158_0 () Int)
(assert
 (let ((?x514 (+ 0 (* 4 (+ 0 (+ (* r157_0 s27) (* r157_1 1)))))))
 (and (and (>= r157_0 0) (< r157_0 s77)) (and (>= r157_1 0) (< r157_1 s27)) (and (>= r157_byte 0) (< r157_byte 4)) (= byte (+ ?x514 r157_byte)))))
(assert
 (let ((?x1159 (+ 0 (* 4 (+ s27 (+ (* w158_0 s27) (* w158_1 1)))))))
 (and (and (>= w158_0 0) (< w158_0 (+ (- 1) s77))) (and (>= w158_1 0) (< w158_1 s27)) (and (>= w158_byte 0) (< w158_byte 4)) (= byte (+ ?x1159 w158_byte)))))
(assert
 (or (> 0 (div (- byte 0) 4)) (>= (div (- byte 0) 4) (+ 0 (* s77 s27)))))
(assert
 (>= s77 2))
(assert
 (>= s27 2))
(assert
 (let ((?x159 (+ (- 1) s77)))
(and (distinct 1 ?x159) true)))
(check-sat)
