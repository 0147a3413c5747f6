; program op_list_v1_returns_views, auto_functionalized.xs[0]: stale read (end of graph reads arg1_1 vs auto_functionalized xs[0]=arg1_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r164_byte () Int)
(declare-fun r164_0 () Int)
(declare-fun byte () Int)
(declare-fun w165_byte () Int)
(declare-fun w165_0 () Int)
(assert
 (let (($x216 (= byte (+ (+ 0 (* 4 (+ 0 (* r164_0 1)))) r164_byte))))
 (and (and (>= r164_0 0) (< r164_0 8)) (and (>= r164_byte 0) (< r164_byte 4)) $x216)))
(assert
 (let (($x130 (= byte (+ (+ 0 (* 4 (+ 0 (* w165_0 1)))) w165_byte))))
 (and (and (>= w165_0 0) (< w165_0 8)) (and (>= w165_byte 0) (< w165_byte 4)) $x130)))
(assert
 (let (($x219 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 8) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x219))))
(check-sat)
