; program cross_entropy_grad_into_logits, triton_kernel_wrapper_functional_proxy.X_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy X_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r476_byte () Int)
(declare-fun r476_1 () Int)
(declare-fun r476_0 () Int)
(declare-fun byte () Int)
(declare-fun w477_byte () Int)
(declare-fun w477_1 () Int)
(declare-fun w477_0 () Int)
(assert
 (let ((?x2077 (+ 0 (* 4 (+ 0 (+ (* r476_0 64) (* r476_1 1)))))))
 (and (and (>= r476_0 0) (< r476_0 4)) (and (>= r476_1 0) (< r476_1 64)) (and (>= r476_byte 0) (< r476_byte 4)) (= byte (+ ?x2077 r476_byte)))))
(assert
 (let ((?x111 (+ 0 (* 4 (+ 0 (+ (* w477_0 64) (* w477_1 1)))))))
 (and (and (>= w477_0 0) (< w477_0 4)) (and (>= w477_1 0) (< w477_1 64)) (and (>= w477_byte 0) (< w477_byte 4)) (= byte (+ ?x111 w477_byte)))))
(assert
 (let (($x697 (= (mod (mod (- (div (- byte 0) 4) 0) 64) 1) 0)))
(let (($x119 (< (div (mod (- (div (- byte 0) 4) 0) 64) 1) 64)))
(let (($x2257 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 64) 4) $x119 $x697)))
(or (or false) (not $x2257))))))
(check-sat)
