; program op_list_args_two_inputs, auto_functionalized_v2.1: stale read (end of graph reads arg1_1 vs auto_functionalized_v2 base 1=arg1_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r202_byte () Int)
(declare-fun r202_0 () Int)
(declare-fun byte () Int)
(declare-fun w203_byte () Int)
(declare-fun w203_0 () Int)
(assert
 (let (($x1024 (= byte (+ (+ 0 (* 4 (+ 0 (* r202_0 1)))) r202_byte))))
 (and (and (>= r202_0 0) (< r202_0 8)) (and (>= r202_byte 0) (< r202_byte 4)) $x1024)))
(assert
 (let (($x1399 (= byte (+ (+ 0 (* 4 (+ 0 (* w203_0 1)))) w203_byte))))
 (and (and (>= w203_0 0) (< w203_0 8)) (and (>= w203_byte 0) (< w203_byte 4)) $x1399)))
(assert
 (let (($x1154 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 8) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x1154))))
(check-sat)
