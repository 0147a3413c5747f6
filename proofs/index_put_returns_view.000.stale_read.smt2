; program index_put_returns_view, index_put.self: stale read (end of graph reads arg0_1 vs index_put self=arg0_1)
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
 (let (($x173 (= byte (+ (+ 0 (* 4 (+ 0 (* r170_0 1)))) r170_byte))))
 (and (and (>= r170_0 0) (< r170_0 8)) (and (>= r170_byte 0) (< r170_byte 4)) $x173)))
(assert
 (let (($x67 (= byte (+ (+ 0 (* 4 (+ 0 (* w171_0 1)))) w171_byte))))
 (and (and (>= w171_0 0) (< w171_0 8)) (and (>= w171_byte 0) (< w171_byte 4)) $x67)))
(assert
 (let (($x219 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 8) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x219))))
(check-sat)
