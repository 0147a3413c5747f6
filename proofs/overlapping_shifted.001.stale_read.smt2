; program overlapping_shifted, slice_scatter.base: stale read (end of graph reads arg0_1 vs slice_scatter src=getitem into arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r60_byte () Int)
(declare-fun r60_0 () Int)
(declare-fun byte () Int)
(declare-fun w61_byte () Int)
(declare-fun w61_0 () Int)
(assert
 (let (($x88 (= byte (+ (+ 0 (* 4 (+ 0 (* r60_0 1)))) r60_byte))))
 (and (and (>= r60_0 0) (< r60_0 16)) (and (>= r60_byte 0) (< r60_byte 4)) $x88)))
(assert
 (let (($x80 (= byte (+ (+ 0 (* 4 (+ 1 (* w61_0 1)))) w61_byte))))
 (and (and (>= w61_0 0) (< w61_0 15)) (and (>= w61_byte 0) (< w61_byte 4)) $x80)))
(assert
 (let (($x59 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 16) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x59))))
(check-sat)
