; program foreach_overlapping_views, slice_scatter.base: stale read (end of graph reads arg0_1 vs slice_scatter src=getitem into arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r245_byte () Int)
(declare-fun r245_1 () Int)
(declare-fun r245_0 () Int)
(declare-fun byte () Int)
(declare-fun w246_byte () Int)
(declare-fun w246_1 () Int)
(declare-fun w246_0 () Int)
(assert
 (let ((?x56 (+ 0 (* 4 (+ 0 (+ (* r245_0 2) (* r245_1 1)))))))
 (and (and (>= r245_0 0) (< r245_0 4)) (and (>= r245_1 0) (< r245_1 2)) (and (>= r245_byte 0) (< r245_byte 4)) (= byte (+ ?x56 r245_byte)))))
(assert
 (let ((?x141 (+ 0 (* 4 (+ 0 (+ (* w246_0 2) (* w246_1 1)))))))
 (and (and (>= w246_0 0) (< w246_0 3)) (and (>= w246_1 0) (< w246_1 2)) (and (>= w246_byte 0) (< w246_byte 4)) (= byte (+ ?x141 w246_byte)))))
(assert
 (let (($x527 (= (mod (mod (- (div (- byte 0) 4) 0) 2) 1) 0)))
(let (($x301 (< (div (mod (- (div (- byte 0) 4) 0) 2) 1) 2)))
(let (($x446 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 2) 4) $x301 $x527)))
(or (or false) (not $x446))))))
(check-sat)
