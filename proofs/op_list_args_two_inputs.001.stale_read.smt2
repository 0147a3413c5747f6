; program op_list_args_two_inputs, auto_functionalized_v2.1: stale read (end of graph reads arg1_1 vs auto_functionalized_v2 base 1=arg1_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r122_byte () Int)
(declare-fun r122_0 () Int)
(declare-fun byte () Int)
(declare-fun w123_byte () Int)
(declare-fun w123_0 () Int)
(assert
 (let (($x283 (= byte (+ (+ 0 (* 4 (+ 0 (* r122_0 1)))) r122_byte))))
 (and (and (>= r122_0 0) (< r122_0 8)) (and (>= r122_byte 0) (< r122_byte 4)) $x283)))
(assert
 (let (($x59 (= byte (+ (+ 0 (* 4 (+ 0 (* w123_0 1)))) w123_byte))))
 (and (and (>= w123_0 0) (< w123_0 8)) (and (>= w123_byte 0) (< w123_byte 4)) $x59)))
(assert
 (let (($x284 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 8) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x284))))
(check-sat)
