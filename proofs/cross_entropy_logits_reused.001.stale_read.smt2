; program cross_entropy_logits_reused, triton_kernel_wrapper_functional_proxy.logits_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy logits_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r865_byte () Int)
(declare-fun r865_1 () Int)
(declare-fun r865_0 () Int)
(declare-fun byte () Int)
(declare-fun w866_byte () Int)
(declare-fun w866_1 () Int)
(declare-fun w866_0 () Int)
(assert
 (let ((?x357 (+ 0 (* 4 (+ 0 (+ (* r865_0 16) (* r865_1 1)))))))
 (and (and (>= r865_0 0) (< r865_0 8)) (and (>= r865_1 0) (< r865_1 16)) (and (>= r865_byte 0) (< r865_byte 4)) (= byte (+ ?x357 r865_byte)))))
(assert
 (let ((?x675 (+ 0 (* 4 (+ 0 (+ (* w866_0 16) (* w866_1 1)))))))
 (and (and (>= w866_0 0) (< w866_0 8)) (and (>= w866_1 0) (< w866_1 16)) (and (>= w866_byte 0) (< w866_byte 4)) (= byte (+ ?x675 w866_byte)))))
(assert
 (let (($x435 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x637 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x588 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 8) $x637 $x435)))
(or (or false) (not $x588))))))
(check-sat)
