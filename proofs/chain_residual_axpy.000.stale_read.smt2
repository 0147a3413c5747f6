; program chain_residual_axpy, triton_kernel_wrapper_functional_proxy.y_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy y_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r350_byte () Int)
(declare-fun r350_0 () Int)
(declare-fun byte () Int)
(declare-fun w351_byte () Int)
(declare-fun w351_0 () Int)
(assert
 (let (($x258 (= byte (+ (+ 0 (* 4 (+ 0 (* r350_0 1)))) r350_byte))))
 (and (and (>= r350_0 0) (< r350_0 32)) (and (>= r350_byte 0) (< r350_byte 4)) $x258)))
(assert
 (let (($x170 (= byte (+ (+ 0 (* 4 (+ 0 (* w351_0 1)))) w351_byte))))
 (and (and (>= w351_0 0) (< w351_0 32)) (and (>= w351_byte 0) (< w351_byte 4)) $x170)))
(assert
 (let (($x312 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x312))))
(check-sat)
