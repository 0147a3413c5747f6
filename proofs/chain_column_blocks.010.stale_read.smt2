; program chain_column_blocks, triton_kernel_wrapper_functional_proxy_3.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy_3 x_ptr=slice_10)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r596_byte () Int)
(declare-fun r596_1 () Int)
(declare-fun r596_0 () Int)
(declare-fun byte () Int)
(declare-fun w597_byte () Int)
(declare-fun w597_1 () Int)
(declare-fun w597_0 () Int)
(assert
 (let ((?x37308 (+ 0 (* 4 (+ 0 (+ (* r596_0 32) (* r596_1 1)))))))
 (and (and (>= r596_0 0) (< r596_0 8)) (and (>= r596_1 0) (< r596_1 32)) (and (>= r596_byte 0) (< r596_byte 4)) (= byte (+ ?x37308 r596_byte)))))
(assert
 (let ((?x130 (+ 0 (* 4 (+ 24 (+ (* w597_0 32) (* w597_1 1)))))))
 (and (and (>= w597_0 0) (< w597_0 8)) (and (>= w597_1 0) (< w597_1 8)) (and (>= w597_byte 0) (< w597_byte 4)) (= byte (+ ?x130 w597_byte)))))
(assert
 (let (($x1077 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
(let (($x839 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 32)))
(let (($x1158 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 8) $x839 $x1077)))
(or (or false) (not $x1158))))))
(check-sat)
