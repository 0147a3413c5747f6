; program cross_entropy_grad_into_logits, triton_kernel_wrapper_functional_proxy.X_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy X_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r372_byte () Int)
(declare-fun r372_1 () Int)
(declare-fun r372_0 () Int)
(declare-fun byte () Int)
(declare-fun w373_byte () Int)
(declare-fun w373_1 () Int)
(declare-fun w373_0 () Int)
(assert
 (let ((?x342 (+ 0 (* 4 (+ 0 (+ (* r372_0 64) (* r372_1 1)))))))
 (and (and (>= r372_0 0) (< r372_0 4)) (and (>= r372_1 0) (< r372_1 64)) (and (>= r372_byte 0) (< r372_byte 4)) (= byte (+ ?x342 r372_byte)))))
(assert
 (let ((?x113 (+ 0 (* 4 (+ 0 (+ (* w373_0 64) (* w373_1 1)))))))
 (and (and (>= w373_0 0) (< w373_0 4)) (and (>= w373_1 0) (< w373_1 64)) (and (>= w373_byte 0) (< w373_byte 4)) (= byte (+ ?x113 w373_byte)))))
(assert
 (let (($x219 (= (mod (mod (- (div (- byte 0) 4) 0) 64) 1) 0)))
(let (($x198 (< (div (mod (- (div (- byte 0) 4) 0) 64) 1) 64)))
(let (($x273 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 64) 4) $x198 $x219)))
(or (or false) (not $x273))))))
(check-sat)
