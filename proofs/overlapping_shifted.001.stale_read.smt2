; program overlapping_shifted, slice_scatter.base: stale read (end of graph reads arg0_1 vs slice_scatter src=getitem into arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r50_byte () Int)
(declare-fun r50_0 () Int)
(declare-fun byte () Int)
(declare-fun w51_byte () Int)
(declare-fun w51_0 () Int)
(assert
 (let (($x136 (= byte (+ (+ 0 (* 4 (+ 0 (* r50_0 1)))) r50_byte))))
 (and (and (>= r50_0 0) (< r50_0 16)) (and (>= r50_byte 0) (< r50_byte 4)) $x136)))
(assert
 (let (($x175 (= byte (+ (+ 0 (* 4 (+ 1 (* w51_0 1)))) w51_byte))))
 (and (and (>= w51_0 0) (< w51_0 15)) (and (>= w51_byte 0) (< w51_byte 4)) $x175)))
(assert
 (let (($x202 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 16) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x202))))
(check-sat)
