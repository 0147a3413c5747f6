; program custom_op_on_input, auto_functionalized_v2.0: stale read (end of graph reads arg0_1 vs auto_functionalized_v2 base 0=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r338_byte () Int)
(declare-fun r338_0 () Int)
(declare-fun byte () Int)
(declare-fun w339_byte () Int)
(declare-fun w339_0 () Int)
(assert
 (let (($x219 (= byte (+ (+ 0 (* 4 (+ 0 (* r338_0 1)))) r338_byte))))
 (and (and (>= r338_0 0) (< r338_0 32)) (and (>= r338_byte 0) (< r338_byte 4)) $x219)))
(assert
 (let (($x182 (= byte (+ (+ 0 (* 4 (+ 0 (* w339_0 1)))) w339_byte))))
 (and (and (>= w339_0 0) (< w339_0 32)) (and (>= w339_byte 0) (< w339_byte 4)) $x182)))
(assert
 (let (($x304 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x304))))
(check-sat)
