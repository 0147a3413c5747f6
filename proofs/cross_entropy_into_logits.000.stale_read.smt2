; program cross_entropy_into_logits, triton_kernel_wrapper_functional_proxy.logits_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy logits_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r603_byte () Int)
(declare-fun r603_1 () Int)
(declare-fun r603_0 () Int)
(declare-fun byte () Int)
(declare-fun w604_byte () Int)
(declare-fun w604_1 () Int)
(declare-fun w604_0 () Int)
(assert
 (let ((?x618 (+ 0 (* 4 (+ 0 (+ (* r603_0 16) (* r603_1 1)))))))
 (and (and (>= r603_0 0) (< r603_0 8)) (and (>= r603_1 0) (< r603_1 16)) (and (>= r603_byte 0) (< r603_byte 4)) (= byte (+ ?x618 r603_byte)))))
(assert
 (let ((?x637 (+ 0 (* 4 (+ 0 (+ (* w604_0 16) (* w604_1 1)))))))
 (and (and (>= w604_0 0) (< w604_0 8)) (and (>= w604_1 0) (< w604_1 16)) (and (>= w604_byte 0) (< w604_byte 4)) (= byte (+ ?x637 w604_byte)))))
(assert
 (let (($x636 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x266 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x520 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 8) $x266 $x636)))
(or (or false) (not $x520))))))
(check-sat)
