; program custom_op_on_input, auto_functionalized_v2.0: stale read (end of graph reads arg0_1 vs auto_functionalized_v2 base 0=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r944_byte () Int)
(declare-fun r944_0 () Int)
(declare-fun byte () Int)
(declare-fun w945_byte () Int)
(declare-fun w945_0 () Int)
(assert
 (let (($x316 (= byte (+ (+ 0 (* 4 (+ 0 (* r944_0 1)))) r944_byte))))
 (and (and (>= r944_0 0) (< r944_0 32)) (and (>= r944_byte 0) (< r944_byte 4)) $x316)))
(assert
 (let (($x665 (= byte (+ (+ 0 (* 4 (+ 0 (* w945_0 1)))) w945_byte))))
 (and (and (>= w945_0 0) (< w945_0 32)) (and (>= w945_byte 0) (< w945_byte 4)) $x665)))
(assert
 (let (($x699 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x699))))
(check-sat)
