; program custom_op_on_row, auto_functionalized_v2.0: stale read (end of graph reads arg0_1 vs auto_functionalized_v2 base 0=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r894_byte () Int)
(declare-fun r894_1 () Int)
(declare-fun r894_0 () Int)
(declare-fun byte () Int)
(declare-fun w895_byte () Int)
(declare-fun w895_0 () Int)
(assert
 (let ((?x582 (+ 0 (* 4 (+ 0 (+ (* r894_0 16) (* r894_1 1)))))))
 (and (and (>= r894_0 0) (< r894_0 8)) (and (>= r894_1 0) (< r894_1 16)) (and (>= r894_byte 0) (< r894_byte 4)) (= byte (+ ?x582 r894_byte)))))
(assert
 (let (($x685 (= byte (+ (+ 0 (* 4 (+ 16 (* w895_0 1)))) w895_byte))))
 (and (and (>= w895_0 0) (< w895_0 16)) (and (>= w895_byte 0) (< w895_byte 4)) $x685)))
(assert
 (let (($x405 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x559 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x397 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 8) $x559 $x405)))
(or (or false) (not $x397))))))
(check-sat)
