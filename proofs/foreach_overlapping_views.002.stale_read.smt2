; program foreach_overlapping_views, slice_scatter.base: stale read (end of graph reads arg0_1 vs slice_scatter src=getitem into arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r192_byte () Int)
(declare-fun r192_1 () Int)
(declare-fun r192_0 () Int)
(declare-fun byte () Int)
(declare-fun w193_byte () Int)
(declare-fun w193_1 () Int)
(declare-fun w193_0 () Int)
(assert
 (let ((?x843 (+ 0 (* 4 (+ 0 (+ (* r192_0 2) (* r192_1 1)))))))
 (and (and (>= r192_0 0) (< r192_0 4)) (and (>= r192_1 0) (< r192_1 2)) (and (>= r192_byte 0) (< r192_byte 4)) (= byte (+ ?x843 r192_byte)))))
(assert
 (let ((?x133 (+ 0 (* 4 (+ 0 (+ (* w193_0 2) (* w193_1 1)))))))
 (and (and (>= w193_0 0) (< w193_0 3)) (and (>= w193_1 0) (< w193_1 2)) (and (>= w193_byte 0) (< w193_byte 4)) (= byte (+ ?x133 w193_byte)))))
(assert
 (let (($x187 (= (mod (mod (- (div (- byte 0) 4) 0) 2) 1) 0)))
(let (($x2101 (< (div (mod (- (div (- byte 0) 4) 0) 2) 1) 2)))
(let (($x41 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 2) 4) $x2101 $x187)))
(or (or false) (not $x41))))))
(check-sat)
