; program cross_entropy_logits_reused, triton_kernel_wrapper_functional_proxy.logits_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy logits_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r544_byte () Int)
(declare-fun r544_1 () Int)
(declare-fun r544_0 () Int)
(declare-fun byte () Int)
(declare-fun w545_byte () Int)
(declare-fun w545_1 () Int)
(declare-fun w545_0 () Int)
(assert
 (let ((?x49677 (+ 0 (* 4 (+ 0 (+ (* r544_0 16) (* r544_1 1)))))))
 (and (and (>= r544_0 0) (< r544_0 8)) (and (>= r544_1 0) (< r544_1 16)) (and (>= r544_byte 0) (< r544_byte 4)) (= byte (+ ?x49677 r544_byte)))))
(assert
 (let ((?x423 (+ 0 (* 4 (+ 0 (+ (* w545_0 16) (* w545_1 1)))))))
 (and (and (>= w545_0 0) (< w545_0 8)) (and (>= w545_1 0) (< w545_1 16)) (and (>= w545_byte 0) (< w545_byte 4)) (= byte (+ ?x423 w545_byte)))))
(assert
 (let (($x1028 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x673 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x23 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 8) $x673 $x1028)))
(or (or false) (not $x23))))))
(check-sat)
