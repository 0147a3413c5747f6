; program cross_entropy_logits_reused, triton_kernel_wrapper_functional_proxy.logits_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy logits_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r813_byte () Int)
(declare-fun r813_1 () Int)
(declare-fun r813_0 () Int)
(declare-fun byte () Int)
(declare-fun w814_byte () Int)
(declare-fun w814_1 () Int)
(declare-fun w814_0 () Int)
(assert
 (let ((?x607 (+ 0 (* 4 (+ 0 (+ (* r813_0 16) (* r813_1 1)))))))
 (and (and (>= r813_0 0) (< r813_0 8)) (and (>= r813_1 0) (< r813_1 16)) (and (>= r813_byte 0) (< r813_byte 4)) (= byte (+ ?x607 r813_byte)))))
(assert
 (let ((?x468 (+ 0 (* 4 (+ 0 (+ (* w814_0 16) (* w814_1 1)))))))
 (and (and (>= w814_0 0) (< w814_0 8)) (and (>= w814_1 0) (< w814_1 16)) (and (>= w814_byte 0) (< w814_byte 4)) (= byte (+ ?x468 w814_byte)))))
(assert
 (let (($x620 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x399 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x303 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 8) $x399 $x620)))
(or (or false) (not $x303))))))
(check-sat)
