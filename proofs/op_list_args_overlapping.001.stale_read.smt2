; program op_list_args_overlapping, auto_functionalized_v2.0: stale read (end of graph reads arg0_1 vs auto_functionalized_v2 base 0=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r212_byte () Int)
(declare-fun r212_1 () Int)
(declare-fun r212_0 () Int)
(declare-fun byte () Int)
(declare-fun w213_byte () Int)
(declare-fun w213_1 () Int)
(declare-fun w213_0 () Int)
(assert
 (let ((?x394 (+ 0 (* 4 (+ 0 (+ (* r212_0 2) (* r212_1 1)))))))
 (and (and (>= r212_0 0) (< r212_0 4)) (and (>= r212_1 0) (< r212_1 2)) (and (>= r212_byte 0) (< r212_byte 4)) (= byte (+ ?x394 r212_byte)))))
(assert
 (let ((?x406 (+ 0 (* 4 (+ 2 (+ (* w213_0 2) (* w213_1 1)))))))
 (and (and (>= w213_0 0) (< w213_0 3)) (and (>= w213_1 0) (< w213_1 2)) (and (>= w213_byte 0) (< w213_byte 4)) (= byte (+ ?x406 w213_byte)))))
(assert
 (let (($x210 (= (mod (mod (- (div (- byte 0) 4) 0) 2) 1) 0)))
(let (($x149 (< (div (mod (- (div (- byte 0) 4) 0) 2) 1) 2)))
(let (($x60 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 2) 4) $x149 $x210)))
(or (or false) (not $x60))))))
(check-sat)
