; program op_list_v1_rows_scattered, auto_functionalized.xs[0]: stale read (end of graph reads arg0_1 vs auto_functionalized xs[0]=select)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r311_byte () Int)
(declare-fun r311_1 () Int)
(declare-fun r311_0 () Int)
(declare-fun byte () Int)
(declare-fun w312_byte () Int)
(declare-fun w312_0 () Int)
(assert
 (let ((?x189 (+ 0 (* 4 (+ 0 (+ (* r311_0 4) (* r311_1 1)))))))
 (and (and (>= r311_0 0) (< r311_0 2)) (and (>= r311_1 0) (< r311_1 4)) (and (>= r311_byte 0) (< r311_byte 4)) (= byte (+ ?x189 r311_byte)))))
(assert
 (let (($x433 (= byte (+ (+ 0 (* 4 (+ 0 (* w312_0 1)))) w312_byte))))
 (and (and (>= w312_0 0) (< w312_0 4)) (and (>= w312_byte 0) (< w312_byte 4)) $x433)))
(assert
 (let (($x466 (= (mod (mod (- (div (- byte 0) 4) 0) 4) 1) 0)))
(let (($x92 (< (div (mod (- (div (- byte 0) 4) 0) 4) 1) 4)))
(let (($x452 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 4) 2) $x92 $x466)))
(or (or false) (not $x452))))))
(check-sat)
