; program op_row_mutated_returns_t, auto_functionalized_v2.0: stale read (end of graph reads arg0_1 vs auto_functionalized_v2 base 0=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r216_byte () Int)
(declare-fun r216_1 () Int)
(declare-fun r216_0 () Int)
(declare-fun byte () Int)
(declare-fun w217_byte () Int)
(declare-fun w217_0 () Int)
(assert
 (let ((?x2265 (+ 0 (* 4 (+ 0 (+ (* r216_0 8) (* r216_1 1)))))))
 (and (and (>= r216_0 0) (< r216_0 4)) (and (>= r216_1 0) (< r216_1 8)) (and (>= r216_byte 0) (< r216_byte 4)) (= byte (+ ?x2265 r216_byte)))))
(assert
 (let (($x538 (= byte (+ (+ 0 (* 4 (+ 8 (* w217_0 1)))) w217_byte))))
 (and (and (>= w217_0 0) (< w217_0 8)) (and (>= w217_byte 0) (< w217_byte 4)) $x538)))
(assert
 (let (($x879 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x1300 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x261 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 4) $x1300 $x879)))
(or (or false) (not $x261))))))
(check-sat)
