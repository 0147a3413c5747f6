; program returns_transpose_of_3d, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=view)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r257_byte () Int)
(declare-fun r257_2 () Int)
(declare-fun r257_1 () Int)
(declare-fun r257_0 () Int)
(declare-fun byte () Int)
(declare-fun w258_byte () Int)
(declare-fun w258_1 () Int)
(declare-fun w258_0 () Int)
(assert
 (let ((?x285 (+ 0 (+ (+ (* r257_0 16) (* r257_1 8)) (* r257_2 1)))))
 (and (and (>= r257_0 0) (< r257_0 2)) (and (>= r257_1 0) (< r257_1 2)) (and (>= r257_2 0) (< r257_2 8)) (and (>= r257_byte 0) (< r257_byte 4)) (= byte (+ (+ 0 (* 4 ?x285)) r257_byte)))))
(assert
 (let ((?x439 (+ 0 (* 4 (+ 0 (+ (* w258_0 8) (* w258_1 1)))))))
 (and (and (>= w258_0 0) (< w258_0 4)) (and (>= w258_1 0) (< w258_1 8)) (and (>= w258_byte 0) (< w258_byte 4)) (= byte (+ ?x439 w258_byte)))))
(assert
 (let ((?x148 (- (div (- byte 0) 4) 0)))
(let ((?x213 (mod ?x148 16)))
(let ((?x121 (mod ?x213 8)))
(let (($x236 (and (>= ?x148 0) (< (div ?x148 16) 2) (< (div ?x213 8) 2) (< (div ?x121 1) 8) (= (mod ?x121 1) 0))))
(or (or false) (not $x236)))))))
(check-sat)
