; program custom_op_on_input, auto_functionalized_v2.0: stale read (end of graph reads arg0_1 vs auto_functionalized_v2 base 0=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r354_byte () Int)
(declare-fun r354_0 () Int)
(declare-fun byte () Int)
(declare-fun w355_byte () Int)
(declare-fun w355_0 () Int)
(assert
 (let (($x272 (= byte (+ (+ 0 (* 4 (+ 0 (* r354_0 1)))) r354_byte))))
 (and (and (>= r354_0 0) (< r354_0 32)) (and (>= r354_byte 0) (< r354_byte 4)) $x272)))
(assert
 (let (($x21 (= byte (+ (+ 0 (* 4 (+ 0 (* w355_0 1)))) w355_byte))))
 (and (and (>= w355_0 0) (< w355_0 32)) (and (>= w355_byte 0) (< w355_byte 4)) $x21)))
(assert
 (let (($x312 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x312))))
(check-sat)
