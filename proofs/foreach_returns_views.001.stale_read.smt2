; program foreach_returns_views, _foreach_mul.self[1]: stale read (end of graph reads arg1_1 vs _foreach_mul self[1]=arg1_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r296_byte () Int)
(declare-fun r296_0 () Int)
(declare-fun byte () Int)
(declare-fun w297_byte () Int)
(declare-fun w297_0 () Int)
(assert
 (let (($x165 (= byte (+ (+ 0 (* 4 (+ 0 (* r296_0 1)))) r296_byte))))
 (and (and (>= r296_0 0) (< r296_0 8)) (and (>= r296_byte 0) (< r296_byte 4)) $x165)))
(assert
 (let (($x446 (= byte (+ (+ 0 (* 4 (+ 0 (* w297_0 1)))) w297_byte))))
 (and (and (>= w297_0 0) (< w297_0 8)) (and (>= w297_byte 0) (< w297_byte 4)) $x446)))
(assert
 (let (($x131 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 8) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x131))))
(check-sat)
