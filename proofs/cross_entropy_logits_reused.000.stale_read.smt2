; program cross_entropy_logits_reused, triton_kernel_wrapper_functional_proxy.logits_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy logits_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r296_byte () Int)
(declare-fun r296_1 () Int)
(declare-fun r296_0 () Int)
(declare-fun byte () Int)
(declare-fun w297_byte () Int)
(declare-fun w297_1 () Int)
(declare-fun w297_0 () Int)
(assert
 (let ((?x177 (+ 0 (* 4 (+ 0 (+ (* r296_0 16) (* r296_1 1)))))))
 (and (and (>= r296_0 0) (< r296_0 8)) (and (>= r296_1 0) (< r296_1 16)) (and (>= r296_byte 0) (< r296_byte 4)) (= byte (+ ?x177 r296_byte)))))
(assert
 (let ((?x24 (+ 0 (* 4 (+ 0 (+ (* w297_0 16) (* w297_1 1)))))))
 (and (and (>= w297_0 0) (< w297_0 8)) (and (>= w297_1 0) (< w297_1 16)) (and (>= w297_byte 0) (< w297_byte 4)) (= byte (+ ?x24 w297_byte)))))
(assert
 (let (($x73 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x54 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x313 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 8) $x54 $x73)))
(or (or false) (not $x313))))))
(check-sat)
