; program rotary_qk_fused, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy_1 x_ptr=slice_4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r352_byte () Int)
(declare-fun r352_1 () Int)
(declare-fun r352_0 () Int)
(declare-fun byte () Int)
(declare-fun w353_byte () Int)
(declare-fun w353_1 () Int)
(declare-fun w353_0 () Int)
(assert
 (let ((?x196 (+ 0 (* 4 (+ 0 (+ (* r352_0 24) (* r352_1 1)))))))
 (and (and (>= r352_0 0) (< r352_0 8)) (and (>= r352_1 0) (< r352_1 24)) (and (>= r352_byte 0) (< r352_byte 4)) (= byte (+ ?x196 r352_byte)))))
(assert
 (let ((?x440 (+ 0 (* 4 (+ 8 (+ (* w353_0 24) (* w353_1 1)))))))
 (and (and (>= w353_0 0) (< w353_0 8)) (and (>= w353_1 0) (< w353_1 8)) (and (>= w353_byte 0) (< w353_byte 4)) (= byte (+ ?x440 w353_byte)))))
(assert
 (let (($x110 (= (mod (mod (- (div (- byte 0) 4) 0) 24) 1) 0)))
(let (($x222 (< (div (mod (- (div (- byte 0) 4) 0) 24) 1) 24)))
(let (($x379 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 24) 8) $x222 $x110)))
(or (or false) (not $x379))))))
(check-sat)
