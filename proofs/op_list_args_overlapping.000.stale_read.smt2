; program op_list_args_overlapping, auto_functionalized_v2.0: stale read (end of graph reads arg0_1 vs auto_functionalized_v2 base 0=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r162_byte () Int)
(declare-fun r162_1 () Int)
(declare-fun r162_0 () Int)
(declare-fun byte () Int)
(declare-fun w163_byte () Int)
(declare-fun w163_1 () Int)
(declare-fun w163_0 () Int)
(assert
 (let ((?x2290 (+ 0 (* 4 (+ 0 (+ (* r162_0 2) (* r162_1 1)))))))
 (and (and (>= r162_0 0) (< r162_0 4)) (and (>= r162_1 0) (< r162_1 2)) (and (>= r162_byte 0) (< r162_byte 4)) (= byte (+ ?x2290 r162_byte)))))
(assert
 (let ((?x2253 (+ 0 (* 4 (+ 0 (+ (* w163_0 2) (* w163_1 1)))))))
 (and (and (>= w163_0 0) (< w163_0 3)) (and (>= w163_1 0) (< w163_1 2)) (and (>= w163_byte 0) (< w163_byte 4)) (= byte (+ ?x2253 w163_byte)))))
(assert
 (let (($x690 (= (mod (mod (- (div (- byte 0) 4) 0) 2) 1) 0)))
(let (($x879 (< (div (mod (- (div (- byte 0) 4) 0) 2) 1) 2)))
(let (($x186 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 2) 4) $x879 $x690)))
(or (or false) (not $x186))))))
(check-sat)
