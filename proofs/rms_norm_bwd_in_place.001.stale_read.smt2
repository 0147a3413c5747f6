; program rms_norm_bwd_in_place, triton_kernel_wrapper_functional_proxy.dX_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy dX_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r914_byte () Int)
(declare-fun r914_1 () Int)
(declare-fun r914_0 () Int)
(declare-fun byte () Int)
(declare-fun w915_byte () Int)
(declare-fun w915_1 () Int)
(declare-fun w915_0 () Int)
(assert
 (let ((?x672 (+ 0 (* 4 (+ 0 (+ (* r914_0 16) (* r914_1 1)))))))
 (and (and (>= r914_0 0) (< r914_0 4)) (and (>= r914_1 0) (< r914_1 16)) (and (>= r914_byte 0) (< r914_byte 4)) (= byte (+ ?x672 r914_byte)))))
(assert
 (let ((?x524 (+ 0 (* 4 (+ 0 (+ (* w915_0 16) (* w915_1 1)))))))
 (and (and (>= w915_0 0) (< w915_0 4)) (and (>= w915_1 0) (< w915_1 16)) (and (>= w915_byte 0) (< w915_byte 4)) (= byte (+ ?x524 w915_byte)))))
(assert
 (let (($x290 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x232 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x594 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x232 $x290)))
(or (or false) (not $x594))))))
(check-sat)
