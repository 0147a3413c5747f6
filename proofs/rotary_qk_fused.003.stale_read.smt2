; program rotary_qk_fused, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy_1 x_ptr=slice_4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r240_byte () Int)
(declare-fun r240_1 () Int)
(declare-fun r240_0 () Int)
(declare-fun byte () Int)
(declare-fun w241_byte () Int)
(declare-fun w241_1 () Int)
(declare-fun w241_0 () Int)
(assert
 (let ((?x429 (+ 0 (* 4 (+ 0 (+ (* r240_0 24) (* r240_1 1)))))))
 (and (and (>= r240_0 0) (< r240_0 8)) (and (>= r240_1 0) (< r240_1 24)) (and (>= r240_byte 0) (< r240_byte 4)) (= byte (+ ?x429 r240_byte)))))
(assert
 (let ((?x240 (+ 0 (* 4 (+ 8 (+ (* w241_0 24) (* w241_1 1)))))))
 (and (and (>= w241_0 0) (< w241_0 8)) (and (>= w241_1 0) (< w241_1 8)) (and (>= w241_byte 0) (< w241_byte 4)) (= byte (+ ?x240 w241_byte)))))
(assert
 (let (($x1049 (= (mod (mod (- (div (- byte 0) 4) 0) 24) 1) 0)))
(let (($x363 (< (div (mod (- (div (- byte 0) 4) 0) 24) 1) 24)))
(let (($x261 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 24) 8) $x363 $x1049)))
(or (or false) (not $x261))))))
(check-sat)
