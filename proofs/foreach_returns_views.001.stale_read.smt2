; program foreach_returns_views, _foreach_mul.self[1]: stale read (end of graph reads arg1_1 vs _foreach_mul self[1]=arg1_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r325_byte () Int)
(declare-fun r325_0 () Int)
(declare-fun byte () Int)
(declare-fun w326_byte () Int)
(declare-fun w326_0 () Int)
(assert
 (let (($x86 (= byte (+ (+ 0 (* 4 (+ 0 (* r325_0 1)))) r325_byte))))
 (and (and (>= r325_0 0) (< r325_0 8)) (and (>= r325_byte 0) (< r325_byte 4)) $x86)))
(assert
 (let (($x344 (= byte (+ (+ 0 (* 4 (+ 0 (* w326_0 1)))) w326_byte))))
 (and (and (>= w326_0 0) (< w326_0 8)) (and (>= w326_byte 0) (< w326_byte 4)) $x344)))
(assert
 (let (($x355 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 8) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x355))))
(check-sat)
