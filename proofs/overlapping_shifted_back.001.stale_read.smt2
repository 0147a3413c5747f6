; program overlapping_shifted_back, slice_scatter.base: stale read (end of graph reads arg0_1 vs slice_scatter src=getitem into arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r52_byte () Int)
(declare-fun r52_0 () Int)
(declare-fun byte () Int)
(declare-fun w53_byte () Int)
(declare-fun w53_0 () Int)
(assert
 (let (($x284 (= byte (+ (+ 0 (* 4 (+ 0 (* r52_0 1)))) r52_byte))))
 (and (and (>= r52_0 0) (< r52_0 16)) (and (>= r52_byte 0) (< r52_byte 4)) $x284)))
(assert
 (let (($x109 (= byte (+ (+ 0 (* 4 (+ 0 (* w53_0 1)))) w53_byte))))
 (and (and (>= w53_0 0) (< w53_0 15)) (and (>= w53_byte 0) (< w53_byte 4)) $x109)))
(assert
 (let (($x70 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 16) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x70))))
(check-sat)
