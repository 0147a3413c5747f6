; program swiglu_bwd, triton_kernel_wrapper_functional_proxy.b_ptr: stale read (end of graph reads arg2_1 vs triton_kernel_wrapper_functional_proxy b_ptr=arg2_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r976_byte () Int)
(declare-fun r976_1 () Int)
(declare-fun r976_0 () Int)
(declare-fun byte () Int)
(declare-fun w977_byte () Int)
(declare-fun w977_1 () Int)
(declare-fun w977_0 () Int)
(assert
 (let ((?x249 (+ 0 (* 4 (+ 0 (+ (* r976_0 16) (* r976_1 1)))))))
 (and (and (>= r976_0 0) (< r976_0 4)) (and (>= r976_1 0) (< r976_1 16)) (and (>= r976_byte 0) (< r976_byte 4)) (= byte (+ ?x249 r976_byte)))))
(assert
 (let ((?x490 (+ 0 (* 4 (+ 0 (+ (* w977_0 16) (* w977_1 1)))))))
 (and (and (>= w977_0 0) (< w977_0 4)) (and (>= w977_1 0) (< w977_1 16)) (and (>= w977_byte 0) (< w977_byte 4)) (= byte (+ ?x490 w977_byte)))))
(assert
 (let (($x54 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x648 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x174 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x648 $x54)))
(or (or false) (not $x174))))))
(check-sat)
