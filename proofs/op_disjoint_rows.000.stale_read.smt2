; program op_disjoint_rows, auto_functionalized_v2.0: stale read (end of graph reads arg0_1 vs auto_functionalized_v2 base 0=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r194_byte () Int)
(declare-fun r194_1 () Int)
(declare-fun r194_0 () Int)
(declare-fun byte () Int)
(declare-fun w195_byte () Int)
(declare-fun w195_0 () Int)
(assert
 (let ((?x432 (+ 0 (* 4 (+ 0 (+ (* r194_0 8) (* r194_1 1)))))))
 (and (and (>= r194_0 0) (< r194_0 4)) (and (>= r194_1 0) (< r194_1 8)) (and (>= r194_byte 0) (< r194_byte 4)) (= byte (+ ?x432 r194_byte)))))
(assert
 (let (($x424 (= byte (+ (+ 0 (* 4 (+ 8 (* w195_0 1)))) w195_byte))))
 (and (and (>= w195_0 0) (< w195_0 8)) (and (>= w195_byte 0) (< w195_byte 4)) $x424)))
(assert
 (let (($x544 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x394 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x222 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 4) $x394 $x544)))
(or (or false) (not $x222))))))
(check-sat)
