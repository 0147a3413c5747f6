; program foreach_returns_views, _foreach_mul.self[0]: stale read (end of graph reads arg0_1 vs _foreach_mul self[0]=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r323_byte () Int)
(declare-fun r323_0 () Int)
(declare-fun byte () Int)
(declare-fun w324_byte () Int)
(declare-fun w324_0 () Int)
(assert
 (let (($x257 (= byte (+ (+ 0 (* 4 (+ 0 (* r323_0 1)))) r323_byte))))
 (and (and (>= r323_0 0) (< r323_0 8)) (and (>= r323_byte 0) (< r323_byte 4)) $x257)))
(assert
 (let (($x531 (= byte (+ (+ 0 (* 4 (+ 0 (* w324_0 1)))) w324_byte))))
 (and (and (>= w324_0 0) (< w324_0 8)) (and (>= w324_byte 0) (< w324_byte 4)) $x531)))
(assert
 (let (($x355 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 8) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x355))))
(check-sat)
