; program foreach_returns_views, _foreach_mul.self[0]: stale read (end of graph reads arg0_1 vs _foreach_mul self[0]=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r170_byte () Int)
(declare-fun r170_0 () Int)
(declare-fun byte () Int)
(declare-fun w171_byte () Int)
(declare-fun w171_0 () Int)
(assert
 (let (($x230 (= byte (+ (+ 0 (* 4 (+ 0 (* r170_0 1)))) r170_byte))))
 (and (and (>= r170_0 0) (< r170_0 8)) (and (>= r170_byte 0) (< r170_byte 4)) $x230)))
(assert
 (let (($x287 (= byte (+ (+ 0 (* 4 (+ 0 (* w171_0 1)))) w171_byte))))
 (and (and (>= w171_0 0) (< w171_0 8)) (and (>= w171_byte 0) (< w171_byte 4)) $x287)))
(assert
 (let (($x56 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 8) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x56))))
(check-sat)
