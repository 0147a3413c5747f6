; program overlapping_shifted_back, slice_scatter.base: stale read (end of graph reads arg0_1 vs slice_scatter src=getitem into arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r81_byte () Int)
(declare-fun r81_0 () Int)
(declare-fun byte () Int)
(declare-fun w82_byte () Int)
(declare-fun w82_0 () Int)
(assert
 (let (($x142 (= byte (+ (+ 0 (* 4 (+ 0 (* r81_0 1)))) r81_byte))))
 (and (and (>= r81_0 0) (< r81_0 16)) (and (>= r81_byte 0) (< r81_byte 4)) $x142)))
(assert
 (let (($x108 (= byte (+ (+ 0 (* 4 (+ 0 (* w82_0 1)))) w82_byte))))
 (and (and (>= w82_0 0) (< w82_0 15)) (and (>= w82_byte 0) (< w82_byte 4)) $x108)))
(assert
 (let (($x173 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 16) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x173))))
(check-sat)
