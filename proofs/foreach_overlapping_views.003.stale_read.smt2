; program foreach_overlapping_views, slice_scatter_1.base: stale read (end of graph reads arg0_1 vs slice_scatter_1 src=getitem_1 into slice_scatter)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r140_byte () Int)
(declare-fun r140_1 () Int)
(declare-fun r140_0 () Int)
(declare-fun byte () Int)
(declare-fun w141_byte () Int)
(declare-fun w141_1 () Int)
(declare-fun w141_0 () Int)
(assert
 (let ((?x113 (+ 0 (* 4 (+ 0 (+ (* r140_0 2) (* r140_1 1)))))))
 (and (and (>= r140_0 0) (< r140_0 4)) (and (>= r140_1 0) (< r140_1 2)) (and (>= r140_byte 0) (< r140_byte 4)) (= byte (+ ?x113 r140_byte)))))
(assert
 (let ((?x54 (+ 0 (* 4 (+ 2 (+ (* w141_0 2) (* w141_1 1)))))))
 (and (and (>= w141_0 0) (< w141_0 3)) (and (>= w141_1 0) (< w141_1 2)) (and (>= w141_byte 0) (< w141_byte 4)) (= byte (+ ?x54 w141_byte)))))
(assert
 (let (($x220 (= (mod (mod (- (div (- byte 0) 4) 0) 2) 1) 0)))
(let (($x126 (< (div (mod (- (div (- byte 0) 4) 0) 2) 1) 2)))
(let (($x59 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 2) 4) $x126 $x220)))
(or (or false) (not $x59))))))
(check-sat)
