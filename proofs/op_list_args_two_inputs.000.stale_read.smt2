; program op_list_args_two_inputs, auto_functionalized_v2.0: stale read (end of graph reads arg0_1 vs auto_functionalized_v2 base 0=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r120_byte () Int)
(declare-fun r120_0 () Int)
(declare-fun byte () Int)
(declare-fun w121_byte () Int)
(declare-fun w121_0 () Int)
(assert
 (let (($x131 (= byte (+ (+ 0 (* 4 (+ 0 (* r120_0 1)))) r120_byte))))
 (and (and (>= r120_0 0) (< r120_0 8)) (and (>= r120_byte 0) (< r120_byte 4)) $x131)))
(assert
 (let (($x182 (= byte (+ (+ 0 (* 4 (+ 0 (* w121_0 1)))) w121_byte))))
 (and (and (>= w121_0 0) (< w121_0 8)) (and (>= w121_byte 0) (< w121_byte 4)) $x182)))
(assert
 (let (($x284 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 8) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x284))))
(check-sat)
