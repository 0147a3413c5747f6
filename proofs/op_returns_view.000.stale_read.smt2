; program op_returns_view, auto_functionalized_v2.0: stale read (end of graph reads arg0_1 vs auto_functionalized_v2 base 0=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r214_byte () Int)
(declare-fun r214_1 () Int)
(declare-fun r214_0 () Int)
(declare-fun byte () Int)
(declare-fun w215_byte () Int)
(declare-fun w215_1 () Int)
(declare-fun w215_0 () Int)
(assert
 (let ((?x2696 (+ 0 (* 4 (+ 0 (+ (* r214_0 8) (* r214_1 1)))))))
 (and (and (>= r214_0 0) (< r214_0 4)) (and (>= r214_1 0) (< r214_1 8)) (and (>= r214_byte 0) (< r214_byte 4)) (= byte (+ ?x2696 r214_byte)))))
(assert
 (let ((?x2687 (+ 0 (* 4 (+ 0 (+ (* w215_0 8) (* w215_1 1)))))))
 (and (and (>= w215_0 0) (< w215_0 4)) (and (>= w215_1 0) (< w215_1 8)) (and (>= w215_byte 0) (< w215_byte 4)) (= byte (+ ?x2687 w215_byte)))))
(assert
 (let (($x879 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x1300 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x261 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 4) $x1300 $x879)))
(or (or false) (not $x261))))))
(check-sat)
