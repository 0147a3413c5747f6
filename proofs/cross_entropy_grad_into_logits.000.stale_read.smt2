; program cross_entropy_grad_into_logits, triton_kernel_wrapper_functional_proxy.X_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy X_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r1002_byte () Int)
(declare-fun r1002_1 () Int)
(declare-fun r1002_0 () Int)
(declare-fun byte () Int)
(declare-fun w1003_byte () Int)
(declare-fun w1003_1 () Int)
(declare-fun w1003_0 () Int)
(assert
 (let ((?x587 (+ 0 (* 4 (+ 0 (+ (* r1002_0 64) (* r1002_1 1)))))))
 (and (and (>= r1002_0 0) (< r1002_0 4)) (and (>= r1002_1 0) (< r1002_1 64)) (and (>= r1002_byte 0) (< r1002_byte 4)) (= byte (+ ?x587 r1002_byte)))))
(assert
 (let ((?x715 (+ 0 (* 4 (+ 0 (+ (* w1003_0 64) (* w1003_1 1)))))))
 (and (and (>= w1003_0 0) (< w1003_0 4)) (and (>= w1003_1 0) (< w1003_1 64)) (and (>= w1003_byte 0) (< w1003_byte 4)) (= byte (+ ?x715 w1003_byte)))))
(assert
 (let (($x750 (= (mod (mod (- (div (- byte 0) 4) 0) 64) 1) 0)))
(let (($x541 (< (div (mod (- (div (- byte 0) 4) 0) 64) 1) 64)))
(let (($x82 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 64) 4) $x541 $x750)))
(or (or false) (not $x82))))))
(check-sat)
