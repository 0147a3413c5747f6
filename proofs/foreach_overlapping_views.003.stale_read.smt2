; program foreach_overlapping_views, slice_scatter_1.base: stale read (end of graph reads arg0_1 vs slice_scatter_1 src=getitem_1 into slice_scatter)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r234_byte () Int)
(declare-fun r234_1 () Int)
(declare-fun r234_0 () Int)
(declare-fun byte () Int)
(declare-fun w235_byte () Int)
(declare-fun w235_1 () Int)
(declare-fun w235_0 () Int)
(assert
 (let ((?x458 (+ 0 (* 4 (+ 0 (+ (* r234_0 2) (* r234_1 1)))))))
 (and (and (>= r234_0 0) (< r234_0 4)) (and (>= r234_1 0) (< r234_1 2)) (and (>= r234_byte 0) (< r234_byte 4)) (= byte (+ ?x458 r234_byte)))))
(assert
 (let ((?x1047 (+ 0 (* 4 (+ 2 (+ (* w235_0 2) (* w235_1 1)))))))
 (and (and (>= w235_0 0) (< w235_0 3)) (and (>= w235_1 0) (< w235_1 2)) (and (>= w235_byte 0) (< w235_byte 4)) (= byte (+ ?x1047 w235_byte)))))
(assert
 (let (($x605 (= (mod (mod (- (div (- byte 0) 4) 0) 2) 1) 0)))
(let (($x432 (< (div (mod (- (div (- byte 0) 4) 0) 2) 1) 2)))
(let (($x840 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 2) 4) $x432 $x605)))
(or (or false) (not $x840))))))
(check-sat)
