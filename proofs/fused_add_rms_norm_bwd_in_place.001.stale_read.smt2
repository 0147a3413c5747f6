; program fused_add_rms_norm_bwd_in_place, triton_kernel_wrapper_functional_proxy.dX_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy dX_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r968_byte () Int)
(declare-fun r968_1 () Int)
(declare-fun r968_0 () Int)
(declare-fun byte () Int)
(declare-fun w969_byte () Int)
(declare-fun w969_1 () Int)
(declare-fun w969_0 () Int)
(assert
 (let ((?x569 (+ 0 (* 4 (+ 0 (+ (* r968_0 16) (* r968_1 1)))))))
 (and (and (>= r968_0 0) (< r968_0 4)) (and (>= r968_1 0) (< r968_1 16)) (and (>= r968_byte 0) (< r968_byte 4)) (= byte (+ ?x569 r968_byte)))))
(assert
 (let ((?x396 (+ 0 (* 4 (+ 0 (+ (* w969_0 16) (* w969_1 1)))))))
 (and (and (>= w969_0 0) (< w969_0 4)) (and (>= w969_1 0) (< w969_1 16)) (and (>= w969_byte 0) (< w969_byte 4)) (= byte (+ ?x396 w969_byte)))))
(assert
 (let (($x409 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x585 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x682 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x585 $x409)))
(or (or false) (not $x682))))))
(check-sat)
