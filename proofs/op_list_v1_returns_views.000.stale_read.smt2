; program op_list_v1_returns_views, auto_functionalized.xs[0]: stale read (end of graph reads arg1_1 vs auto_functionalized xs[0]=arg1_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r162_byte () Int)
(declare-fun r162_0 () Int)
(declare-fun byte () Int)
(declare-fun w163_byte () Int)
(declare-fun w163_0 () Int)
(assert
 (let (($x279 (= byte (+ (+ 0 (* 4 (+ 0 (* r162_0 1)))) r162_byte))))
 (and (and (>= r162_0 0) (< r162_0 8)) (and (>= r162_byte 0) (< r162_byte 4)) $x279)))
(assert
 (let (($x177 (= byte (+ (+ 0 (* 4 (+ 0 (* w163_0 1)))) w163_byte))))
 (and (and (>= w163_0 0) (< w163_0 8)) (and (>= w163_byte 0) (< w163_byte 4)) $x177)))
(assert
 (let (($x106 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 8) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x106))))
(check-sat)
