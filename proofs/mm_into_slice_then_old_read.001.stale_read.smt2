; program mm_into_slice_then_old_read, mul.self: stale read (end of graph reads arg0_1 vs mul self=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r1092_byte () Int)
(declare-fun r1092_1 () Int)
(declare-fun r1092_0 () Int)
(declare-fun byte () Int)
(declare-fun w1093_byte () Int)
(declare-fun w1093_1 () Int)
(declare-fun w1093_0 () Int)
(assert
 (let ((?x860 (+ 0 (* 4 (+ 0 (+ (* r1092_0 7) (* r1092_1 1)))))))
 (and (and (>= r1092_0 0) (< r1092_0 8)) (and (>= r1092_1 0) (< r1092_1 7)) (and (>= r1092_byte 0) (< r1092_byte 4)) (= byte (+ ?x860 r1092_byte)))))
(assert
 (let ((?x869 (+ 0 (* 4 (+ 0 (+ (* w1093_0 7) (* w1093_1 1)))))))
 (and (and (>= w1093_0 0) (< w1093_0 4)) (and (>= w1093_1 0) (< w1093_1 7)) (and (>= w1093_byte 0) (< w1093_byte 4)) (= byte (+ ?x869 w1093_byte)))))
(assert
 (let (($x297 (= (mod (mod (- (div (- byte 0) 4) 0) 7) 1) 0)))
(let (($x708 (< (div (mod (- (div (- byte 0) 4) 0) 7) 1) 7)))
(let (($x847 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 7) 8) $x708 $x297)))
(or (or false) (not $x847))))))
(check-sat)
