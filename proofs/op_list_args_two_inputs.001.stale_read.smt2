; program op_list_args_two_inputs, auto_functionalized_v2.1: stale read (end of graph reads arg1_1 vs auto_functionalized_v2 base 1=arg1_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r216_byte () Int)
(declare-fun r216_0 () Int)
(declare-fun byte () Int)
(declare-fun w217_byte () Int)
(declare-fun w217_0 () Int)
(assert
 (let (($x406 (= byte (+ (+ 0 (* 4 (+ 0 (* r216_0 1)))) r216_byte))))
 (and (and (>= r216_0 0) (< r216_0 8)) (and (>= r216_byte 0) (< r216_byte 4)) $x406)))
(assert
 (let (($x455 (= byte (+ (+ 0 (* 4 (+ 0 (* w217_0 1)))) w217_byte))))
 (and (and (>= w217_0 0) (< w217_0 8)) (and (>= w217_byte 0) (< w217_byte 4)) $x455)))
(assert
 (let (($x99 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 8) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x99))))
(check-sat)
