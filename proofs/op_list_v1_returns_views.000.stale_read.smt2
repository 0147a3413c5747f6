; program op_list_v1_returns_views, auto_functionalized.xs[0]: stale read (end of graph reads arg1_1 vs auto_functionalized xs[0]=arg1_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r218_byte () Int)
(declare-fun r218_0 () Int)
(declare-fun byte () Int)
(declare-fun w219_byte () Int)
(declare-fun w219_0 () Int)
(assert
 (let (($x490 (= byte (+ (+ 0 (* 4 (+ 0 (* r218_0 1)))) r218_byte))))
 (and (and (>= r218_0 0) (< r218_0 8)) (and (>= r218_byte 0) (< r218_byte 4)) $x490)))
(assert
 (let (($x143 (= byte (+ (+ 0 (* 4 (+ 0 (* w219_0 1)))) w219_byte))))
 (and (and (>= w219_0 0) (< w219_0 8)) (and (>= w219_byte 0) (< w219_byte 4)) $x143)))
(assert
 (let (($x63 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 8) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x63))))
(check-sat)
