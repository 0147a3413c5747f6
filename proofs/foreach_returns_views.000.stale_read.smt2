; program foreach_returns_views, _foreach_mul.self[0]: stale read (end of graph reads arg0_1 vs _foreach_mul self[0]=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r294_byte () Int)
(declare-fun r294_0 () Int)
(declare-fun byte () Int)
(declare-fun w295_byte () Int)
(declare-fun w295_0 () Int)
(assert
 (let (($x1660 (= byte (+ (+ 0 (* 4 (+ 0 (* r294_0 1)))) r294_byte))))
 (and (and (>= r294_0 0) (< r294_0 8)) (and (>= r294_byte 0) (< r294_byte 4)) $x1660)))
(assert
 (let (($x457 (= byte (+ (+ 0 (* 4 (+ 0 (* w295_0 1)))) w295_byte))))
 (and (and (>= w295_0 0) (< w295_0 8)) (and (>= w295_byte 0) (< w295_byte 4)) $x457)))
(assert
 (let (($x131 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 8) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x131))))
(check-sat)
