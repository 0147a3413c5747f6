; program foreach_overlapping_views, slice_scatter_1.base: stale read (end of graph reads arg0_1 vs slice_scatter_1 src=getitem_1 into slice_scatter)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r247_byte () Int)
(declare-fun r247_1 () Int)
(declare-fun r247_0 () Int)
(declare-fun byte () Int)
(declare-fun w248_byte () Int)
(declare-fun w248_1 () Int)
(declare-fun w248_0 () Int)
(assert
 (let ((?x372 (+ 0 (* 4 (+ 0 (+ (* r247_0 2) (* r247_1 1)))))))
 (and (and (>= r247_0 0) (< r247_0 4)) (and (>= r247_1 0) (< r247_1 2)) (and (>= r247_byte 0) (< r247_byte 4)) (= byte (+ ?x372 r247_byte)))))
(assert
 (let ((?x354 (+ 0 (* 4 (+ 2 (+ (* w248_0 2) (* w248_1 1)))))))
 (and (and (>= w248_0 0) (< w248_0 3)) (and (>= w248_1 0) (< w248_1 2)) (and (>= w248_byte 0) (< w248_byte 4)) (= byte (+ ?x354 w248_byte)))))
(assert
 (let (($x527 (= (mod (mod (- (div (- byte 0) 4) 0) 2) 1) 0)))
(let (($x301 (< (div (mod (- (div (- byte 0) 4) 0) 2) 1) 2)))
(let (($x446 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 2) 4) $x301 $x527)))
(or (or false) (not $x446))))))
(check-sat)
