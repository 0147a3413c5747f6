; program cross_entropy_into_logits, triton_kernel_wrapper_functional_proxy.logits_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy logits_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r496_byte () Int)
(declare-fun r496_1 () Int)
(declare-fun r496_0 () Int)
(declare-fun byte () Int)
(declare-fun w497_byte () Int)
(declare-fun w497_1 () Int)
(declare-fun w497_0 () Int)
(assert
 (let ((?x446 (+ 0 (* 4 (+ 0 (+ (* r496_0 16) (* r496_1 1)))))))
 (and (and (>= r496_0 0) (< r496_0 8)) (and (>= r496_1 0) (< r496_1 16)) (and (>= r496_byte 0) (< r496_byte 4)) (= byte (+ ?x446 r496_byte)))))
(assert
 (let ((?x1158 (+ 0 (* 4 (+ 0 (+ (* w497_0 16) (* w497_1 1)))))))
 (and (and (>= w497_0 0) (< w497_0 8)) (and (>= w497_1 0) (< w497_1 16)) (and (>= w497_byte 0) (< w497_byte 4)) (= byte (+ ?x1158 w497_byte)))))
(assert
 (let (($x1054 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x677 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x1043 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 8) $x677 $x1054)))
(or (or false) (not $x1043))))))
(check-sat)
