; program rotary_qk_fused, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r308_byte () Int)
(declare-fun r308_1 () Int)
(declare-fun r308_0 () Int)
(declare-fun byte () Int)
(declare-fun w309_byte () Int)
(declare-fun w309_1 () Int)
(declare-fun w309_0 () Int)
(assert
 (let ((?x677 (+ 0 (* 4 (+ 0 (+ (* r308_0 24) (* r308_1 1)))))))
 (and (and (>= r308_0 0) (< r308_0 8)) (and (>= r308_1 0) (< r308_1 24)) (and (>= r308_byte 0) (< r308_byte 4)) (= byte (+ ?x677 r308_byte)))))
(assert
 (let ((?x28 (+ 0 (* 4 (+ 0 (+ (* w309_0 24) (* w309_1 1)))))))
 (and (and (>= w309_0 0) (< w309_0 8)) (and (>= w309_1 0) (< w309_1 8)) (and (>= w309_byte 0) (< w309_byte 4)) (= byte (+ ?x28 w309_byte)))))
(assert
 (let (($x419 (= (mod (mod (- (div (- byte 0) 4) 0) 24) 1) 0)))
(let (($x24 (< (div (mod (- (div (- byte 0) 4) 0) 24) 1) 24)))
(let (($x1046 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 24) 8) $x24 $x419)))
(or (or false) (not $x1046))))))
(check-sat)
