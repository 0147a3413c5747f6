; program op_row_mutated_returns_t, auto_functionalized_v2.0: stale read (end of graph reads arg0_1 vs auto_functionalized_v2 base 0=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r273_byte () Int)
(declare-fun r273_1 () Int)
(declare-fun r273_0 () Int)
(declare-fun byte () Int)
(declare-fun w274_byte () Int)
(declare-fun w274_0 () Int)
(assert
 (let ((?x164 (+ 0 (* 4 (+ 0 (+ (* r273_0 8) (* r273_1 1)))))))
 (and (and (>= r273_0 0) (< r273_0 4)) (and (>= r273_1 0) (< r273_1 8)) (and (>= r273_byte 0) (< r273_byte 4)) (= byte (+ ?x164 r273_byte)))))
(assert
 (let (($x101 (= byte (+ (+ 0 (* 4 (+ 8 (* w274_0 1)))) w274_byte))))
 (and (and (>= w274_0 0) (< w274_0 8)) (and (>= w274_byte 0) (< w274_byte 4)) $x101)))
(assert
 (let (($x194 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x534 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x428 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 4) $x534 $x194)))
(or (or false) (not $x428))))))
(check-sat)
