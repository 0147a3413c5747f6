; program mm_operand_is_the_slice, slice_scatter_1.base: stale read (end of graph reads arg0_1 vs slice_scatter_1 src=mm_1 into slice_scatter)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r1058_byte () Int)
(declare-fun r1058_1 () Int)
(declare-fun r1058_0 () Int)
(declare-fun byte () Int)
(declare-fun w1059_byte () Int)
(declare-fun w1059_1 () Int)
(declare-fun w1059_0 () Int)
(assert
 (let ((?x670 (+ 0 (* 4 (+ 0 (+ (* r1058_0 4) (* r1058_1 1)))))))
 (and (and (>= r1058_0 0) (< r1058_0 8)) (and (>= r1058_1 0) (< r1058_1 4)) (and (>= r1058_byte 0) (< r1058_byte 4)) (= byte (+ ?x670 r1058_byte)))))
(assert
 (let ((?x1296 (+ 0 (* 4 (+ 16 (+ (* w1059_0 4) (* w1059_1 1)))))))
 (and (and (>= w1059_0 0) (< w1059_0 4)) (and (>= w1059_1 0) (< w1059_1 4)) (and (>= w1059_byte 0) (< w1059_byte 4)) (= byte (+ ?x1296 w1059_byte)))))
(assert
 (let (($x102 (= (mod (mod (- (div (- byte 0) 4) 0) 4) 1) 0)))
(let (($x465 (< (div (mod (- (div (- byte 0) 4) 0) 4) 1) 4)))
(let (($x840 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 4) 8) $x465 $x102)))
(or (or false) (not $x840))))))
(check-sat)
