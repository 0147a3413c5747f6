; program index_put_returns_view, index_put.self: stale read (end of graph reads arg0_1 vs index_put self=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r321_byte () Int)
(declare-fun r321_0 () Int)
(declare-fun byte () Int)
(declare-fun w322_byte () Int)
(declare-fun w322_0 () Int)
(assert
 (let (($x62 (= byte (+ (+ 0 (* 4 (+ 0 (* r321_0 1)))) r321_byte))))
 (and (and (>= r321_0 0) (< r321_0 8)) (and (>= r321_byte 0) (< r321_byte 4)) $x62)))
(assert
 (let (($x357 (= byte (+ (+ 0 (* 4 (+ 0 (* w322_0 1)))) w322_byte))))
 (and (and (>= w322_0 0) (< w322_0 8)) (and (>= w322_byte 0) (< w322_byte 4)) $x357)))
(assert
 (let (($x355 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 8) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x355))))
(check-sat)
