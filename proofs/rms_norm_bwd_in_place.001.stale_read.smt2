; program rms_norm_bwd_in_place, triton_kernel_wrapper_functional_proxy.dX_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy dX_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r350_byte () Int)
(declare-fun r350_1 () Int)
(declare-fun r350_0 () Int)
(declare-fun byte () Int)
(declare-fun w351_byte () Int)
(declare-fun w351_1 () Int)
(declare-fun w351_0 () Int)
(assert
 (let ((?x93 (+ 0 (* 4 (+ 0 (+ (* r350_0 16) (* r350_1 1)))))))
 (and (and (>= r350_0 0) (< r350_0 4)) (and (>= r350_1 0) (< r350_1 16)) (and (>= r350_byte 0) (< r350_byte 4)) (= byte (+ ?x93 r350_byte)))))
(assert
 (let ((?x301 (+ 0 (* 4 (+ 0 (+ (* w351_0 16) (* w351_1 1)))))))
 (and (and (>= w351_0 0) (< w351_0 4)) (and (>= w351_1 0) (< w351_1 16)) (and (>= w351_byte 0) (< w351_byte 4)) (= byte (+ ?x301 w351_byte)))))
(assert
 (let (($x109 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x344 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x318 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x344 $x109)))
(or (or false) (not $x318))))))
(check-sat)
