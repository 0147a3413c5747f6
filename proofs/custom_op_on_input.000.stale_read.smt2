; program custom_op_on_input, auto_functionalized_v2.0: stale read (end of graph reads arg0_1 vs auto_functionalized_v2 base 0=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r602_byte () Int)
(declare-fun r602_0 () Int)
(declare-fun byte () Int)
(declare-fun w603_byte () Int)
(declare-fun w603_0 () Int)
(assert
 (let (($x604 (= byte (+ (+ 0 (* 4 (+ 0 (* r602_0 1)))) r602_byte))))
 (and (and (>= r602_0 0) (< r602_0 32)) (and (>= r602_byte 0) (< r602_byte 4)) $x604)))
(assert
 (let (($x781 (= byte (+ (+ 0 (* 4 (+ 0 (* w603_0 1)))) w603_byte))))
 (and (and (>= w603_0 0) (< w603_0 32)) (and (>= w603_byte 0) (< w603_byte 4)) $x781)))
(assert
 (let (($x326 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x326))))
(check-sat)
