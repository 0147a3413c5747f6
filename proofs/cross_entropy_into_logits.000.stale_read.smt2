; program cross_entropy_into_logits, triton_kernel_wrapper_functional_proxy.logits_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy logits_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r607_byte () Int)
(declare-fun r607_1 () Int)
(declare-fun r607_0 () Int)
(declare-fun byte () Int)
(declare-fun w608_byte () Int)
(declare-fun w608_1 () Int)
(declare-fun w608_0 () Int)
(assert
 (let ((?x409 (+ 0 (* 4 (+ 0 (+ (* r607_0 16) (* r607_1 1)))))))
 (and (and (>= r607_0 0) (< r607_0 8)) (and (>= r607_1 0) (< r607_1 16)) (and (>= r607_byte 0) (< r607_byte 4)) (= byte (+ ?x409 r607_byte)))))
(assert
 (let ((?x166 (+ 0 (* 4 (+ 0 (+ (* w608_0 16) (* w608_1 1)))))))
 (and (and (>= w608_0 0) (< w608_0 8)) (and (>= w608_1 0) (< w608_1 16)) (and (>= w608_byte 0) (< w608_byte 4)) (= byte (+ ?x166 w608_byte)))))
(assert
 (let (($x621 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x633 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x531 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 8) $x633 $x621)))
(or (or false) (not $x531))))))
(check-sat)
