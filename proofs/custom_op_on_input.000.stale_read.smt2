; program custom_op_on_input, auto_functionalized_v2.0: stale read (end of graph reads arg0_1 vs auto_functionalized_v2 base 0=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r604_byte () Int)
(declare-fun r604_0 () Int)
(declare-fun byte () Int)
(declare-fun w605_byte () Int)
(declare-fun w605_0 () Int)
(assert
 (let (($x1077 (= byte (+ (+ 0 (* 4 (+ 0 (* r604_0 1)))) r604_byte))))
 (and (and (>= r604_0 0) (< r604_0 32)) (and (>= r604_byte 0) (< r604_byte 4)) $x1077)))
(assert
 (let (($x130 (= byte (+ (+ 0 (* 4 (+ 0 (* w605_0 1)))) w605_byte))))
 (and (and (>= w605_0 0) (< w605_0 32)) (and (>= w605_byte 0) (< w605_byte 4)) $x130)))
(assert
 (let (($x447 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x447))))
(check-sat)
