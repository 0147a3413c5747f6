; program cross_entropy_grad_into_logits, triton_kernel_wrapper_functional_proxy.X_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy X_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r948_byte () Int)
(declare-fun r948_1 () Int)
(declare-fun r948_0 () Int)
(declare-fun byte () Int)
(declare-fun w949_byte () Int)
(declare-fun w949_1 () Int)
(declare-fun w949_0 () Int)
(assert
 (let ((?x774 (+ 0 (* 4 (+ 0 (+ (* r948_0 64) (* r948_1 1)))))))
 (and (and (>= r948_0 0) (< r948_0 4)) (and (>= r948_1 0) (< r948_1 64)) (and (>= r948_byte 0) (< r948_byte 4)) (= byte (+ ?x774 r948_byte)))))
(assert
 (let ((?x793 (+ 0 (* 4 (+ 0 (+ (* w949_0 64) (* w949_1 1)))))))
 (and (and (>= w949_0 0) (< w949_0 4)) (and (>= w949_1 0) (< w949_1 64)) (and (>= w949_byte 0) (< w949_byte 4)) (= byte (+ ?x793 w949_byte)))))
(assert
 (let (($x250 (= (mod (mod (- (div (- byte 0) 4) 0) 64) 1) 0)))
(let (($x423 (< (div (mod (- (div (- byte 0) 4) 0) 64) 1) 64)))
(let (($x671 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 64) 4) $x423 $x250)))
(or (or false) (not $x671))))))
(check-sat)
