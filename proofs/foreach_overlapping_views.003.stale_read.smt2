; program foreach_overlapping_views, slice_scatter_1.base: stale read (end of graph reads arg0_1 vs slice_scatter_1 src=getitem_1 into slice_scatter)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r194_byte () Int)
(declare-fun r194_1 () Int)
(declare-fun r194_0 () Int)
(declare-fun byte () Int)
(declare-fun w195_byte () Int)
(declare-fun w195_1 () Int)
(declare-fun w195_0 () Int)
(assert
 (let ((?x192 (+ 0 (* 4 (+ 0 (+ (* r194_0 2) (* r194_1 1)))))))
 (and (and (>= r194_0 0) (< r194_0 4)) (and (>= r194_1 0) (< r194_1 2)) (and (>= r194_byte 0) (< r194_byte 4)) (= byte (+ ?x192 r194_byte)))))
(assert
 (let ((?x1301 (+ 0 (* 4 (+ 2 (+ (* w195_0 2) (* w195_1 1)))))))
 (and (and (>= w195_0 0) (< w195_0 3)) (and (>= w195_1 0) (< w195_1 2)) (and (>= w195_byte 0) (< w195_byte 4)) (= byte (+ ?x1301 w195_byte)))))
(assert
 (let (($x187 (= (mod (mod (- (div (- byte 0) 4) 0) 2) 1) 0)))
(let (($x2101 (< (div (mod (- (div (- byte 0) 4) 0) 2) 1) 2)))
(let (($x41 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 2) 4) $x2101 $x187)))
(or (or false) (not $x41))))))
(check-sat)
