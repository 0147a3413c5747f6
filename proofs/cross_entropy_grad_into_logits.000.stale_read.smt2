; program cross_entropy_grad_into_logits, triton_kernel_wrapper_functional_proxy.X_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy X_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r388_byte () Int)
(declare-fun r388_1 () Int)
(declare-fun r388_0 () Int)
(declare-fun byte () Int)
(declare-fun w389_byte () Int)
(declare-fun w389_1 () Int)
(declare-fun w389_0 () Int)
(assert
 (let ((?x126 (+ 0 (* 4 (+ 0 (+ (* r388_0 64) (* r388_1 1)))))))
 (and (and (>= r388_0 0) (< r388_0 4)) (and (>= r388_1 0) (< r388_1 64)) (and (>= r388_byte 0) (< r388_byte 4)) (= byte (+ ?x126 r388_byte)))))
(assert
 (let ((?x314 (+ 0 (* 4 (+ 0 (+ (* w389_0 64) (* w389_1 1)))))))
 (and (and (>= w389_0 0) (< w389_0 4)) (and (>= w389_1 0) (< w389_1 64)) (and (>= w389_byte 0) (< w389_byte 4)) (= byte (+ ?x314 w389_byte)))))
(assert
 (let (($x241 (= (mod (mod (- (div (- byte 0) 4) 0) 64) 1) 0)))
(let (($x324 (< (div (mod (- (div (- byte 0) 4) 0) 64) 1) 64)))
(let (($x358 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 64) 4) $x324 $x241)))
(or (or false) (not $x358))))))
(check-sat)
