; program custom_op_on_input, auto_functionalized_v2.0: stale read (end of graph reads arg0_1 vs auto_functionalized_v2 base 0=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r940_byte () Int)
(declare-fun r940_0 () Int)
(declare-fun byte () Int)
(declare-fun w941_byte () Int)
(declare-fun w941_0 () Int)
(assert
 (let (($x651 (= byte (+ (+ 0 (* 4 (+ 0 (* r940_0 1)))) r940_byte))))
 (and (and (>= r940_0 0) (< r940_0 32)) (and (>= r940_byte 0) (< r940_byte 4)) $x651)))
(assert
 (let (($x430 (= byte (+ (+ 0 (* 4 (+ 0 (* w941_0 1)))) w941_byte))))
 (and (and (>= w941_0 0) (< w941_0 32)) (and (>= w941_byte 0) (< w941_byte 4)) $x430)))
(assert
 (let (($x653 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x653))))
(check-sat)
