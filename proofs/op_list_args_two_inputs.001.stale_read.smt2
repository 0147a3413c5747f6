; program op_list_args_two_inputs, auto_functionalized_v2.1: stale read (end of graph reads arg1_1 vs auto_functionalized_v2 base 1=arg1_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r168_byte () Int)
(declare-fun r168_0 () Int)
(declare-fun byte () Int)
(declare-fun w169_byte () Int)
(declare-fun w169_0 () Int)
(assert
 (let (($x185 (= byte (+ (+ 0 (* 4 (+ 0 (* r168_0 1)))) r168_byte))))
 (and (and (>= r168_0 0) (< r168_0 8)) (and (>= r168_byte 0) (< r168_byte 4)) $x185)))
(assert
 (let (($x265 (= byte (+ (+ 0 (* 4 (+ 0 (* w169_0 1)))) w169_byte))))
 (and (and (>= w169_0 0) (< w169_0 8)) (and (>= w169_byte 0) (< w169_byte 4)) $x265)))
(assert
 (let (($x1050 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 8) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x1050))))
(check-sat)
