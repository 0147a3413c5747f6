; program overlapping_shifted_back, slice_scatter.base: stale read (end of graph reads arg0_1 vs slice_scatter src=getitem into arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r62_byte () Int)
(declare-fun r62_0 () Int)
(declare-fun byte () Int)
(declare-fun w63_byte () Int)
(declare-fun w63_0 () Int)
(assert
 (let (($x274 (= byte (+ (+ 0 (* 4 (+ 0 (* r62_0 1)))) r62_byte))))
 (and (and (>= r62_0 0) (< r62_0 16)) (and (>= r62_byte 0) (< r62_byte 4)) $x274)))
(assert
 (let (($x157 (= byte (+ (+ 0 (* 4 (+ 0 (* w63_0 1)))) w63_byte))))
 (and (and (>= w63_0 0) (< w63_0 15)) (and (>= w63_byte 0) (< w63_byte 4)) $x157)))
(assert
 (let (($x233 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 16) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x233))))
(check-sat)
