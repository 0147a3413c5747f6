; program foreach_overlapping_views, slice_scatter_1.base: stale read (end of graph reads arg0_1 vs slice_scatter_1 src=getitem_1 into slice_scatter)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r232_byte () Int)
(declare-fun r232_1 () Int)
(declare-fun r232_0 () Int)
(declare-fun byte () Int)
(declare-fun w233_byte () Int)
(declare-fun w233_1 () Int)
(declare-fun w233_0 () Int)
(assert
 (let ((?x1024 (+ 0 (* 4 (+ 0 (+ (* r232_0 2) (* r232_1 1)))))))
 (and (and (>= r232_0 0) (< r232_0 4)) (and (>= r232_1 0) (< r232_1 2)) (and (>= r232_byte 0) (< r232_byte 4)) (= byte (+ ?x1024 r232_byte)))))
(assert
 (let ((?x378 (+ 0 (* 4 (+ 2 (+ (* w233_0 2) (* w233_1 1)))))))
 (and (and (>= w233_0 0) (< w233_0 3)) (and (>= w233_1 0) (< w233_1 2)) (and (>= w233_byte 0) (< w233_byte 4)) (= byte (+ ?x378 w233_byte)))))
(assert
 (let (($x1403 (= (mod (mod (- (div (- byte 0) 4) 0) 2) 1) 0)))
(let (($x446 (< (div (mod (- (div (- byte 0) 4) 0) 2) 1) 2)))
(let (($x349 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 2) 4) $x446 $x1403)))
(or (or false) (not $x349))))))
(check-sat)
