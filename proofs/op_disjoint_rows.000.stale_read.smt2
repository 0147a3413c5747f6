; program op_disjoint_rows, auto_functionalized_v2.0: stale read (end of graph reads arg0_1 vs auto_functionalized_v2 base 0=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r183_byte () Int)
(declare-fun r183_1 () Int)
(declare-fun r183_0 () Int)
(declare-fun byte () Int)
(declare-fun w184_byte () Int)
(declare-fun w184_0 () Int)
(assert
 (let ((?x209 (+ 0 (* 4 (+ 0 (+ (* r183_0 8) (* r183_1 1)))))))
 (and (and (>= r183_0 0) (< r183_0 4)) (and (>= r183_1 0) (< r183_1 8)) (and (>= r183_byte 0) (< r183_byte 4)) (= byte (+ ?x209 r183_byte)))))
(assert
 (let (($x135 (= byte (+ (+ 0 (* 4 (+ 8 (* w184_0 1)))) w184_byte))))
 (and (and (>= w184_0 0) (< w184_0 8)) (and (>= w184_byte 0) (< w184_byte 4)) $x135)))
(assert
 (let (($x629 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x276 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x877 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 4) $x276 $x629)))
(or (or false) (not $x877))))))
(check-sat)
