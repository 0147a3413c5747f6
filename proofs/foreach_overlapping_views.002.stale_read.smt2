; program foreach_overlapping_views, slice_scatter.base: stale read (end of graph reads arg0_1 vs slice_scatter src=getitem into arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r138_byte () Int)
(declare-fun r138_1 () Int)
(declare-fun r138_0 () Int)
(declare-fun byte () Int)
(declare-fun w139_byte () Int)
(declare-fun w139_1 () Int)
(declare-fun w139_0 () Int)
(assert
 (let ((?x89 (+ 0 (* 4 (+ 0 (+ (* r138_0 2) (* r138_1 1)))))))
 (and (and (>= r138_0 0) (< r138_0 4)) (and (>= r138_1 0) (< r138_1 2)) (and (>= r138_byte 0) (< r138_byte 4)) (= byte (+ ?x89 r138_byte)))))
(assert
 (let ((?x221 (+ 0 (* 4 (+ 0 (+ (* w139_0 2) (* w139_1 1)))))))
 (and (and (>= w139_0 0) (< w139_0 3)) (and (>= w139_1 0) (< w139_1 2)) (and (>= w139_byte 0) (< w139_byte 4)) (= byte (+ ?x221 w139_byte)))))
(assert
 (let (($x220 (= (mod (mod (- (div (- byte 0) 4) 0) 2) 1) 0)))
(let (($x126 (< (div (mod (- (div (- byte 0) 4) 0) 2) 1) 2)))
(let (($x59 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 2) 4) $x126 $x220)))
(or (or false) (not $x59))))))
(check-sat)
