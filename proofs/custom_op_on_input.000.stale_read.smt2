; program custom_op_on_input, auto_functionalized_v2.0: stale read (end of graph reads arg0_1 vs auto_functionalized_v2 base 0=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r336_byte () Int)
(declare-fun r336_0 () Int)
(declare-fun byte () Int)
(declare-fun w337_byte () Int)
(declare-fun w337_0 () Int)
(assert
 (let (($x93 (= byte (+ (+ 0 (* 4 (+ 0 (* r336_0 1)))) r336_byte))))
 (and (and (>= r336_0 0) (< r336_0 32)) (and (>= r336_byte 0) (< r336_byte 4)) $x93)))
(assert
 (let (($x228 (= byte (+ (+ 0 (* 4 (+ 0 (* w337_0 1)))) w337_byte))))
 (and (and (>= w337_0 0) (< w337_0 32)) (and (>= w337_byte 0) (< w337_byte 4)) $x228)))
(assert
 (let (($x261 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x261))))
(check-sat)
