; program cross_entropy_into_logits, triton_kernel_wrapper_functional_proxy.logits_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy logits_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r360_byte () Int)
(declare-fun r360_1 () Int)
(declare-fun r360_0 () Int)
(declare-fun byte () Int)
(declare-fun w361_byte () Int)
(declare-fun w361_1 () Int)
(declare-fun w361_0 () Int)
(assert
 (let ((?x1282 (+ 0 (* 4 (+ 0 (+ (* r360_0 16) (* r360_1 1)))))))
 (and (and (>= r360_0 0) (< r360_0 8)) (and (>= r360_1 0) (< r360_1 16)) (and (>= r360_byte 0) (< r360_byte 4)) (= byte (+ ?x1282 r360_byte)))))
(assert
 (let ((?x975 (+ 0 (* 4 (+ 0 (+ (* w361_0 16) (* w361_1 1)))))))
 (and (and (>= w361_0 0) (< w361_0 8)) (and (>= w361_1 0) (< w361_1 16)) (and (>= w361_byte 0) (< w361_byte 4)) (= byte (+ ?x975 w361_byte)))))
(assert
 (let (($x287 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x626 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x315 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 8) $x626 $x287)))
(or (or false) (not $x315))))))
(check-sat)
