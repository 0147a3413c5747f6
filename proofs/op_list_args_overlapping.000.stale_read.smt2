; program op_list_args_overlapping, auto_functionalized_v2.0: stale read (end of graph reads arg0_1 vs auto_functionalized_v2 base 0=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r196_byte () Int)
(declare-fun r196_1 () Int)
(declare-fun r196_0 () Int)
(declare-fun byte () Int)
(declare-fun w197_byte () Int)
(declare-fun w197_1 () Int)
(declare-fun w197_0 () Int)
(assert
 (let ((?x310 (+ 0 (* 4 (+ 0 (+ (* r196_0 2) (* r196_1 1)))))))
 (and (and (>= r196_0 0) (< r196_0 4)) (and (>= r196_1 0) (< r196_1 2)) (and (>= r196_byte 0) (< r196_byte 4)) (= byte (+ ?x310 r196_byte)))))
(assert
 (let ((?x515 (+ 0 (* 4 (+ 0 (+ (* w197_0 2) (* w197_1 1)))))))
 (and (and (>= w197_0 0) (< w197_0 3)) (and (>= w197_1 0) (< w197_1 2)) (and (>= w197_byte 0) (< w197_byte 4)) (= byte (+ ?x515 w197_byte)))))
(assert
 (let (($x258 (= (mod (mod (- (div (- byte 0) 4) 0) 2) 1) 0)))
(let (($x1403 (< (div (mod (- (div (- byte 0) 4) 0) 2) 1) 2)))
(let (($x974 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 2) 4) $x1403 $x258)))
(or (or false) (not $x974))))))
(check-sat)
