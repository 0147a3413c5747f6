; program mm_into_slice_then_old_read, mul.self: stale read (end of graph reads arg0_1 vs mul self=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r1088_byte () Int)
(declare-fun r1088_1 () Int)
(declare-fun r1088_0 () Int)
(declare-fun byte () Int)
(declare-fun w1089_byte () Int)
(declare-fun w1089_1 () Int)
(declare-fun w1089_0 () Int)
(assert
 (let ((?x234 (+ 0 (* 4 (+ 0 (+ (* r1088_0 7) (* r1088_1 1)))))))
 (and (and (>= r1088_0 0) (< r1088_0 8)) (and (>= r1088_1 0) (< r1088_1 7)) (and (>= r1088_byte 0) (< r1088_byte 4)) (= byte (+ ?x234 r1088_byte)))))
(assert
 (let ((?x614 (+ 0 (* 4 (+ 0 (+ (* w1089_0 7) (* w1089_1 1)))))))
 (and (and (>= w1089_0 0) (< w1089_0 4)) (and (>= w1089_1 0) (< w1089_1 7)) (and (>= w1089_byte 0) (< w1089_byte 4)) (= byte (+ ?x614 w1089_byte)))))
(assert
 (let (($x861 (= (mod (mod (- (div (- byte 0) 4) 0) 7) 1) 0)))
(let (($x1146 (< (div (mod (- (div (- byte 0) 4) 0) 7) 1) 7)))
(let (($x108 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 7) 8) $x1146 $x861)))
(or (or false) (not $x108))))))
(check-sat)
