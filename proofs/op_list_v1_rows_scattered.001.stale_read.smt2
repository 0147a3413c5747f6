; program op_list_v1_rows_scattered, auto_functionalized.xs[0]: stale read (end of graph reads copy_ vs auto_functionalized xs[0]=select)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r281_byte () Int)
(declare-fun r281_1 () Int)
(declare-fun r281_0 () Int)
(declare-fun byte () Int)
(declare-fun w282_byte () Int)
(declare-fun w282_0 () Int)
(assert
 (let ((?x359 (+ 0 (* 4 (+ 0 (+ (* r281_0 4) (* r281_1 1)))))))
 (and (and (>= r281_0 0) (< r281_0 2)) (and (>= r281_1 0) (< r281_1 4)) (and (>= r281_byte 0) (< r281_byte 4)) (= byte (+ ?x359 r281_byte)))))
(assert
 (let (($x778 (= byte (+ (+ 0 (* 4 (+ 0 (* w282_0 1)))) w282_byte))))
 (and (and (>= w282_0 0) (< w282_0 4)) (and (>= w282_byte 0) (< w282_byte 4)) $x778)))
(assert
 (let (($x1192 (= (mod (mod (- (div (- byte 0) 4) 0) 4) 1) 0)))
(let (($x855 (< (div (mod (- (div (- byte 0) 4) 0) 4) 1) 4)))
(let (($x1174 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 4) 2) $x855 $x1192)))
(or (or false) (not $x1174))))))
(check-sat)
