; program cross_entropy_grad_into_logits, triton_kernel_wrapper_functional_proxy.X_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy X_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r998_byte () Int)
(declare-fun r998_1 () Int)
(declare-fun r998_0 () Int)
(declare-fun byte () Int)
(declare-fun w999_byte () Int)
(declare-fun w999_1 () Int)
(declare-fun w999_0 () Int)
(assert
 (let ((?x62 (+ 0 (* 4 (+ 0 (+ (* r998_0 64) (* r998_1 1)))))))
 (and (and (>= r998_0 0) (< r998_0 4)) (and (>= r998_1 0) (< r998_1 64)) (and (>= r998_byte 0) (< r998_byte 4)) (= byte (+ ?x62 r998_byte)))))
(assert
 (let ((?x370 (+ 0 (* 4 (+ 0 (+ (* w999_0 64) (* w999_1 1)))))))
 (and (and (>= w999_0 0) (< w999_0 4)) (and (>= w999_1 0) (< w999_1 64)) (and (>= w999_byte 0) (< w999_byte 4)) (= byte (+ ?x370 w999_byte)))))
(assert
 (let (($x271 (= (mod (mod (- (div (- byte 0) 4) 0) 64) 1) 0)))
(let (($x407 (< (div (mod (- (div (- byte 0) 4) 0) 64) 1) 64)))
(let (($x232 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 64) 4) $x407 $x271)))
(or (or false) (not $x232))))))
(check-sat)
