; program foreach_overlapping_views, slice_scatter.base: stale read (end of graph reads arg0_1 vs slice_scatter src=getitem into arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r136_byte () Int)
(declare-fun r136_1 () Int)
(declare-fun r136_0 () Int)
(declare-fun byte () Int)
(declare-fun w137_byte () Int)
(declare-fun w137_1 () Int)
(declare-fun w137_0 () Int)
(assert
 (let ((?x252 (+ 0 (* 4 (+ 0 (+ (* r136_0 2) (* r136_1 1)))))))
 (and (and (>= r136_0 0) (< r136_0 4)) (and (>= r136_1 0) (< r136_1 2)) (and (>= r136_byte 0) (< r136_byte 4)) (= byte (+ ?x252 r136_byte)))))
(assert
 (let ((?x259 (+ 0 (* 4 (+ 0 (+ (* w137_0 2) (* w137_1 1)))))))
 (and (and (>= w137_0 0) (< w137_0 3)) (and (>= w137_1 0) (< w137_1 2)) (and (>= w137_byte 0) (< w137_byte 4)) (= byte (+ ?x259 w137_byte)))))
(assert
 (let (($x209 (= (mod (mod (- (div (- byte 0) 4) 0) 2) 1) 0)))
(let (($x65 (< (div (mod (- (div (- byte 0) 4) 0) 2) 1) 2)))
(let (($x212 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 2) 4) $x65 $x209)))
(or (or false) (not $x212))))))
(check-sat)
