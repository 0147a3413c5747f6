; program cross_entropy_logits_reused, triton_kernel_wrapper_functional_proxy.logits_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy logits_ptr=arg0_1)
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
 (let ((?x2022 (+ 0 (* 4 (+ 0 (+ (* r388_0 16) (* r388_1 1)))))))
 (and (and (>= r388_0 0) (< r388_0 8)) (and (>= r388_1 0) (< r388_1 16)) (and (>= r388_byte 0) (< r388_byte 4)) (= byte (+ ?x2022 r388_byte)))))
(assert
 (let ((?x182 (+ 0 (* 4 (+ 0 (+ (* w389_0 16) (* w389_1 1)))))))
 (and (and (>= w389_0 0) (< w389_0 8)) (and (>= w389_1 0) (< w389_1 16)) (and (>= w389_byte 0) (< w389_byte 4)) (= byte (+ ?x182 w389_byte)))))
(assert
 (let (($x2101 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x275 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x240 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 8) $x275 $x2101)))
(or (or false) (not $x240))))))
(check-sat)
