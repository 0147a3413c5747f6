; program op_row_mutated_returns_t, auto_functionalized_v2.0: stale read (end of graph reads arg0_1 vs auto_functionalized_v2 base 0=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r260_byte () Int)
(declare-fun r260_1 () Int)
(declare-fun r260_0 () Int)
(declare-fun byte () Int)
(declare-fun w261_byte () Int)
(declare-fun w261_0 () Int)
(assert
 (let ((?x232 (+ 0 (* 4 (+ 0 (+ (* r260_0 8) (* r260_1 1)))))))
 (and (and (>= r260_0 0) (< r260_0 4)) (and (>= r260_1 0) (< r260_1 8)) (and (>= r260_byte 0) (< r260_byte 4)) (= byte (+ ?x232 r260_byte)))))
(assert
 (let (($x1186 (= byte (+ (+ 0 (* 4 (+ 8 (* w261_0 1)))) w261_byte))))
 (and (and (>= w261_0 0) (< w261_0 8)) (and (>= w261_byte 0) (< w261_byte 4)) $x1186)))
(assert
 (let (($x1051 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x972 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x514 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 4) $x972 $x1051)))
(or (or false) (not $x514))))))
(check-sat)
