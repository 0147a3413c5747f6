; program overlapping_shifted, slice_scatter.base: stale read (end of graph reads arg0_1 vs slice_scatter src=getitem into arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r88_byte () Int)
(declare-fun r88_0 () Int)
(declare-fun byte () Int)
(declare-fun w89_byte () Int)
(declare-fun w89_0 () Int)
(assert
 (let (($x145 (= byte (+ (+ 0 (* 4 (+ 0 (* r88_0 1)))) r88_byte))))
 (and (and (>= r88_0 0) (< r88_0 16)) (and (>= r88_byte 0) (< r88_byte 4)) $x145)))
(assert
 (let (($x449 (= byte (+ (+ 0 (* 4 (+ 1 (* w89_0 1)))) w89_byte))))
 (and (and (>= w89_0 0) (< w89_0 15)) (and (>= w89_byte 0) (< w89_byte 4)) $x449)))
(assert
 (let (($x271 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 16) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x271))))
(check-sat)
