; program rms_norm_bwd_in_place, triton_kernel_wrapper_functional_proxy.dX_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy dX_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r454_byte () Int)
(declare-fun r454_1 () Int)
(declare-fun r454_0 () Int)
(declare-fun byte () Int)
(declare-fun w455_byte () Int)
(declare-fun w455_1 () Int)
(declare-fun w455_0 () Int)
(assert
 (let ((?x399 (+ 0 (* 4 (+ 0 (+ (* r454_0 16) (* r454_1 1)))))))
 (and (and (>= r454_0 0) (< r454_0 4)) (and (>= r454_1 0) (< r454_1 16)) (and (>= r454_byte 0) (< r454_byte 4)) (= byte (+ ?x399 r454_byte)))))
(assert
 (let ((?x886 (+ 0 (* 4 (+ 0 (+ (* w455_0 16) (* w455_1 1)))))))
 (and (and (>= w455_0 0) (< w455_0 4)) (and (>= w455_1 0) (< w455_1 16)) (and (>= w455_byte 0) (< w455_byte 4)) (= byte (+ ?x886 w455_byte)))))
(assert
 (let (($x123 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x301 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x361 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x301 $x123)))
(or (or false) (not $x361))))))
(check-sat)
