; program foreach_returns_views, _foreach_mul.self[1]: stale read (end of graph reads arg1_1 vs _foreach_mul self[1]=arg1_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r228_byte () Int)
(declare-fun r228_0 () Int)
(declare-fun byte () Int)
(declare-fun w229_byte () Int)
(declare-fun w229_0 () Int)
(assert
 (let (($x785 (= byte (+ (+ 0 (* 4 (+ 0 (* r228_0 1)))) r228_byte))))
 (and (and (>= r228_0 0) (< r228_0 8)) (and (>= r228_byte 0) (< r228_byte 4)) $x785)))
(assert
 (let (($x290 (= byte (+ (+ 0 (* 4 (+ 0 (* w229_0 1)))) w229_byte))))
 (and (and (>= w229_0 0) (< w229_0 8)) (and (>= w229_byte 0) (< w229_byte 4)) $x290)))
(assert
 (let (($x2022 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 8) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x2022))))
(check-sat)
