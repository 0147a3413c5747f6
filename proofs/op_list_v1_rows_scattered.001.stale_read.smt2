; program op_list_v1_rows_scattered, auto_functionalized.xs[0]: stale read (end of graph reads copy_ vs auto_functionalized xs[0]=select)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r309_byte () Int)
(declare-fun r309_1 () Int)
(declare-fun r309_0 () Int)
(declare-fun byte () Int)
(declare-fun w310_byte () Int)
(declare-fun w310_0 () Int)
(assert
 (let ((?x440 (+ 0 (* 4 (+ 0 (+ (* r309_0 4) (* r309_1 1)))))))
 (and (and (>= r309_0 0) (< r309_0 2)) (and (>= r309_1 0) (< r309_1 4)) (and (>= r309_byte 0) (< r309_byte 4)) (= byte (+ ?x440 r309_byte)))))
(assert
 (let (($x86 (= byte (+ (+ 0 (* 4 (+ 0 (* w310_0 1)))) w310_byte))))
 (and (and (>= w310_0 0) (< w310_0 4)) (and (>= w310_byte 0) (< w310_byte 4)) $x86)))
(assert
 (let (($x466 (= (mod (mod (- (div (- byte 0) 4) 0) 4) 1) 0)))
(let (($x92 (< (div (mod (- (div (- byte 0) 4) 0) 4) 1) 4)))
(let (($x452 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 4) 2) $x92 $x466)))
(or (or false) (not $x452))))))
(check-sat)
