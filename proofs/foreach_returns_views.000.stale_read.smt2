; program foreach_returns_views, _foreach_mul.self[0]: stale read (end of graph reads arg0_1 vs _foreach_mul self[0]=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r172_byte () Int)
(declare-fun r172_0 () Int)
(declare-fun byte () Int)
(declare-fun w173_byte () Int)
(declare-fun w173_0 () Int)
(assert
 (let (($x210 (= byte (+ (+ 0 (* 4 (+ 0 (* r172_0 1)))) r172_byte))))
 (and (and (>= r172_0 0) (< r172_0 8)) (and (>= r172_byte 0) (< r172_byte 4)) $x210)))
(assert
 (let (($x94 (= byte (+ (+ 0 (* 4 (+ 0 (* w173_0 1)))) w173_byte))))
 (and (and (>= w173_0 0) (< w173_0 8)) (and (>= w173_byte 0) (< w173_byte 4)) $x94)))
(assert
 (let (($x219 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 8) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x219))))
(check-sat)
