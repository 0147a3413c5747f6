; program op_list_v1_rows_scattered, auto_functionalized.xs[1]: stale read (end of graph reads arg0_1 vs auto_functionalized xs[1]=select_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r319_byte () Int)
(declare-fun r319_1 () Int)
(declare-fun r319_0 () Int)
(declare-fun byte () Int)
(declare-fun w320_byte () Int)
(declare-fun w320_0 () Int)
(assert
 (let ((?x251 (+ 0 (* 4 (+ 0 (+ (* r319_0 4) (* r319_1 1)))))))
 (and (and (>= r319_0 0) (< r319_0 2)) (and (>= r319_1 0) (< r319_1 4)) (and (>= r319_byte 0) (< r319_byte 4)) (= byte (+ ?x251 r319_byte)))))
(assert
 (let (($x354 (= byte (+ (+ 0 (* 4 (+ 4 (* w320_0 1)))) w320_byte))))
 (and (and (>= w320_0 0) (< w320_0 4)) (and (>= w320_byte 0) (< w320_byte 4)) $x354)))
(assert
 (let (($x398 (= (mod (mod (- (div (- byte 0) 4) 0) 4) 1) 0)))
(let (($x229 (< (div (mod (- (div (- byte 0) 4) 0) 4) 1) 4)))
(let (($x466 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 4) 2) $x229 $x398)))
(or (or false) (not $x466))))))
(check-sat)
