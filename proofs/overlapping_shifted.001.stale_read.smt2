; program overlapping_shifted, slice_scatter.base: stale read (end of graph reads arg0_1 vs slice_scatter src=getitem into arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r79_byte () Int)
(declare-fun r79_0 () Int)
(declare-fun byte () Int)
(declare-fun w80_byte () Int)
(declare-fun w80_0 () Int)
(assert
 (let (($x132 (= byte (+ (+ 0 (* 4 (+ 0 (* r79_0 1)))) r79_byte))))
 (and (and (>= r79_0 0) (< r79_0 16)) (and (>= r79_byte 0) (< r79_byte 4)) $x132)))
(assert
 (let (($x135 (= byte (+ (+ 0 (* 4 (+ 1 (* w80_0 1)))) w80_byte))))
 (and (and (>= w80_0 0) (< w80_0 15)) (and (>= w80_byte 0) (< w80_byte 4)) $x135)))
(assert
 (let (($x214 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 16) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x214))))
(check-sat)
