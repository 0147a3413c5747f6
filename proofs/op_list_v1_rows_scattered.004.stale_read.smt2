; program op_list_v1_rows_scattered, auto_functionalized.xs[1]: stale read (end of graph reads copy_ vs auto_functionalized xs[1]=select_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r286_byte () Int)
(declare-fun r286_1 () Int)
(declare-fun r286_0 () Int)
(declare-fun byte () Int)
(declare-fun w287_byte () Int)
(declare-fun w287_0 () Int)
(assert
 (let ((?x1396 (+ 0 (* 4 (+ 0 (+ (* r286_0 4) (* r286_1 1)))))))
 (and (and (>= r286_0 0) (< r286_0 2)) (and (>= r286_1 0) (< r286_1 4)) (and (>= r286_byte 0) (< r286_byte 4)) (= byte (+ ?x1396 r286_byte)))))
(assert
 (let (($x1150 (= byte (+ (+ 0 (* 4 (+ 4 (* w287_0 1)))) w287_byte))))
 (and (and (>= w287_0 0) (< w287_0 4)) (and (>= w287_byte 0) (< w287_byte 4)) $x1150)))
(assert
 (let (($x326 (= (mod (mod (- (div (- byte 0) 4) 0) 4) 1) 0)))
(let (($x705 (< (div (mod (- (div (- byte 0) 4) 0) 4) 1) 4)))
(let (($x943 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 4) 2) $x705 $x326)))
(or (or false) (not $x943))))))
(check-sat)
