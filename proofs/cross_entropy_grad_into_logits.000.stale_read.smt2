; program cross_entropy_grad_into_logits, triton_kernel_wrapper_functional_proxy.X_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy X_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r654_byte () Int)
(declare-fun r654_1 () Int)
(declare-fun r654_0 () Int)
(declare-fun byte () Int)
(declare-fun w655_byte () Int)
(declare-fun w655_1 () Int)
(declare-fun w655_0 () Int)
(assert
 (let ((?x562 (+ 0 (* 4 (+ 0 (+ (* r654_0 64) (* r654_1 1)))))))
 (and (and (>= r654_0 0) (< r654_0 4)) (and (>= r654_1 0) (< r654_1 64)) (and (>= r654_byte 0) (< r654_byte 4)) (= byte (+ ?x562 r654_byte)))))
(assert
 (let ((?x1302 (+ 0 (* 4 (+ 0 (+ (* w655_0 64) (* w655_1 1)))))))
 (and (and (>= w655_0 0) (< w655_0 4)) (and (>= w655_1 0) (< w655_1 64)) (and (>= w655_byte 0) (< w655_byte 4)) (= byte (+ ?x1302 w655_byte)))))
(assert
 (let (($x873 (= (mod (mod (- (div (- byte 0) 4) 0) 64) 1) 0)))
(let (($x776 (< (div (mod (- (div (- byte 0) 4) 0) 64) 1) 64)))
(let (($x936 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 64) 4) $x776 $x873)))
(or (or false) (not $x936))))))
(check-sat)
