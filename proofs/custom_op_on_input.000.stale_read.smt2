; program custom_op_on_input, auto_functionalized_v2.0: stale read (end of graph reads arg0_1 vs auto_functionalized_v2 base 0=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r892_byte () Int)
(declare-fun r892_0 () Int)
(declare-fun byte () Int)
(declare-fun w893_byte () Int)
(declare-fun w893_0 () Int)
(assert
 (let (($x264 (= byte (+ (+ 0 (* 4 (+ 0 (* r892_0 1)))) r892_byte))))
 (and (and (>= r892_0 0) (< r892_0 32)) (and (>= r892_byte 0) (< r892_byte 4)) $x264)))
(assert
 (let (($x638 (= byte (+ (+ 0 (* 4 (+ 0 (* w893_0 1)))) w893_byte))))
 (and (and (>= w893_0 0) (< w893_0 32)) (and (>= w893_byte 0) (< w893_byte 4)) $x638)))
(assert
 (let (($x636 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x636))))
(check-sat)
