; program overlapping_shifted_back, slice_scatter.base: stale read (end of graph reads arg0_1 vs slice_scatter src=getitem into arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r90_byte () Int)
(declare-fun r90_0 () Int)
(declare-fun byte () Int)
(declare-fun w91_byte () Int)
(declare-fun w91_0 () Int)
(assert
 (let (($x77 (= byte (+ (+ 0 (* 4 (+ 0 (* r90_0 1)))) r90_byte))))
 (and (and (>= r90_0 0) (< r90_0 16)) (and (>= r90_byte 0) (< r90_byte 4)) $x77)))
(assert
 (let (($x359 (= byte (+ (+ 0 (* 4 (+ 0 (* w91_0 1)))) w91_byte))))
 (and (and (>= w91_0 0) (< w91_0 15)) (and (>= w91_byte 0) (< w91_byte 4)) $x359)))
(assert
 (let (($x223 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 16) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x223))))
(check-sat)
