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
 (let ((?x355 (+ 0 (* 4 (+ 0 (+ (* r317_0 4) (* r317_1 1)))))))
 (and (and (>= r317_0 0) (< r317_0 2)) (and (>= r317_1 0) (< r317_1 4)) (and (>= r317_byte 0) (< r317_byte 4)) (= byte (+ ?x355 r317_byte)))))
(assert
 (let (($x546 (= byte (+ (+ 0 (* 4 (+ 4 (* w318_0 1)))) w318_byte))))
 (and (and (>= w318_0 0) (< w318_0 4)) (and (>= w318_byte 0) (< w318_byte 4)) $x546)))
(assert
 (let (($x398 (= (mod (mod (- (div (- byte 0) 4) 0) 4) 1) 0)))
(let (($x229 (< (div (mod (- (div (- byte 0) 4) 0) 4) 1) 4)))
(let (($x466 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 4) 2) $x229 $x398)))
(or (or false) (not $x466))))))
(check-sat)
