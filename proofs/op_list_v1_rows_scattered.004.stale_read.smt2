; program op_list_v1_rows_scattered, auto_functionalized.xs[1]: stale read (end of graph reads copy_ vs auto_functionalized xs[1]=select_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r317_byte () Int)
(declare-fun r317_1 () Int)
(declare-fun r317_0 () Int)
(declare-fun byte () Int)
(declare-fun w318_byte () Int)
(declare-fun w318_0 () Int)
(assert
 (let ((?x94 (+ 0 (* 4 (+ 0 (+ (* r317_0 4) (* r317_1 1)))))))
 (and (and (>= r317_0 0) (< r317_0 2)) (and (>= r317_1 0) (< r317_1 4)) (and (>= r317_byte 0) (< r317_byte 4)) (= byte (+ ?x94 r317_byte)))))
(assert
 (let (($x303 (= byte (+ (+ 0 (* 4 (+ 4 (* w318_0 1)))) w318_byte))))
 (and (and (>= w318_0 0) (< w318_0 4)) (and (>= w318_byte 0) (< w318_byte 4)) $x303)))
(assert
 (let (($x449 (= (mod (mod (- (div (- byte 0) 4) 0) 4) 1) 0)))
(let (($x125 (< (div (mod (- (div (- byte 0) 4) 0) 4) 1) 4)))
(let (($x450 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 4) 2) $x125 $x449)))
(or (or false) (not $x450))))))
(check-sat)
