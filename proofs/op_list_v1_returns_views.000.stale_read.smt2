; program op_list_v1_returns_views, auto_functionalized.xs[0]: stale read (end of graph reads arg1_1 vs auto_functionalized xs[0]=arg1_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r260_byte () Int)
(declare-fun r260_0 () Int)
(declare-fun byte () Int)
(declare-fun w261_byte () Int)
(declare-fun w261_0 () Int)
(assert
 (let (($x106 (= byte (+ (+ 0 (* 4 (+ 0 (* r260_0 1)))) r260_byte))))
 (and (and (>= r260_0 0) (< r260_0 8)) (and (>= r260_byte 0) (< r260_byte 4)) $x106)))
(assert
 (let (($x1052 (= byte (+ (+ 0 (* 4 (+ 0 (* w261_0 1)))) w261_byte))))
 (and (and (>= w261_0 0) (< w261_0 8)) (and (>= w261_byte 0) (< w261_byte 4)) $x1052)))
(assert
 (let (($x1194 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 8) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x1194))))
(check-sat)
