; program foreach_returns_views, _foreach_mul.self[1]: stale read (end of graph reads arg1_1 vs _foreach_mul self[1]=arg1_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r174_byte () Int)
(declare-fun r174_0 () Int)
(declare-fun byte () Int)
(declare-fun w175_byte () Int)
(declare-fun w175_0 () Int)
(assert
 (let (($x182 (= byte (+ (+ 0 (* 4 (+ 0 (* r174_0 1)))) r174_byte))))
 (and (and (>= r174_0 0) (< r174_0 8)) (and (>= r174_byte 0) (< r174_byte 4)) $x182)))
(assert
 (let (($x99 (= byte (+ (+ 0 (* 4 (+ 0 (* w175_0 1)))) w175_byte))))
 (and (and (>= w175_0 0) (< w175_0 8)) (and (>= w175_byte 0) (< w175_byte 4)) $x99)))
(assert
 (let (($x219 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 8) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x219))))
(check-sat)
