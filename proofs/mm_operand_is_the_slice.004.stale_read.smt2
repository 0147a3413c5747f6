; program mm_operand_is_the_slice, slice_scatter_1.base: stale read (end of graph reads arg0_1 vs slice_scatter_1 src=mm_1 into slice_scatter)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r1112_byte () Int)
(declare-fun r1112_1 () Int)
(declare-fun r1112_0 () Int)
(declare-fun byte () Int)
(declare-fun w1113_byte () Int)
(declare-fun w1113_1 () Int)
(declare-fun w1113_0 () Int)
(assert
 (let ((?x1007 (+ 0 (* 4 (+ 0 (+ (* r1112_0 4) (* r1112_1 1)))))))
 (and (and (>= r1112_0 0) (< r1112_0 8)) (and (>= r1112_1 0) (< r1112_1 4)) (and (>= r1112_byte 0) (< r1112_byte 4)) (= byte (+ ?x1007 r1112_byte)))))
(assert
 (let ((?x673 (+ 0 (* 4 (+ 16 (+ (* w1113_0 4) (* w1113_1 1)))))))
 (and (and (>= w1113_0 0) (< w1113_0 4)) (and (>= w1113_1 0) (< w1113_1 4)) (and (>= w1113_byte 0) (< w1113_byte 4)) (= byte (+ ?x673 w1113_byte)))))
(assert
 (let (($x716 (= (mod (mod (- (div (- byte 0) 4) 0) 4) 1) 0)))
(let (($x719 (< (div (mod (- (div (- byte 0) 4) 0) 4) 1) 4)))
(let (($x687 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 4) 8) $x719 $x716)))
(or (or false) (not $x687))))))
(check-sat)
