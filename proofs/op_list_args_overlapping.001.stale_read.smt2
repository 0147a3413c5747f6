; program op_list_args_overlapping, auto_functionalized_v2.0: stale read (end of graph reads arg0_1 vs auto_functionalized_v2 base 0=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r200_byte () Int)
(declare-fun r200_1 () Int)
(declare-fun r200_0 () Int)
(declare-fun byte () Int)
(declare-fun w201_byte () Int)
(declare-fun w201_1 () Int)
(declare-fun w201_0 () Int)
(assert
 (let ((?x754 (+ 0 (* 4 (+ 0 (+ (* r200_0 2) (* r200_1 1)))))))
 (and (and (>= r200_0 0) (< r200_0 4)) (and (>= r200_1 0) (< r200_1 2)) (and (>= r200_byte 0) (< r200_byte 4)) (= byte (+ ?x754 r200_byte)))))
(assert
 (let ((?x261 (+ 0 (* 4 (+ 2 (+ (* w201_0 2) (* w201_1 1)))))))
 (and (and (>= w201_0 0) (< w201_0 3)) (and (>= w201_1 0) (< w201_1 2)) (and (>= w201_byte 0) (< w201_byte 4)) (= byte (+ ?x261 w201_byte)))))
(assert
 (let (($x304 (= (mod (mod (- (div (- byte 0) 4) 0) 2) 1) 0)))
(let (($x492 (< (div (mod (- (div (- byte 0) 4) 0) 2) 1) 2)))
(let (($x130 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 2) 4) $x492 $x304)))
(or (or false) (not $x130))))))
(check-sat)
