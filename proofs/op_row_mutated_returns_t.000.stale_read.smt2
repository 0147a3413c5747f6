; program op_row_mutated_returns_t, auto_functionalized_v2.0: stale read (end of graph reads arg0_1 vs auto_functionalized_v2 base 0=arg0_1)
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
(declare-fun w163_0 () Int)
(assert
 (let ((?x156 (+ 0 (* 4 (+ 0 (+ (* r162_0 8) (* r162_1 1)))))))
 (and (and (>= r162_0 0) (< r162_0 4)) (and (>= r162_1 0) (< r162_1 8)) (and (>= r162_byte 0) (< r162_byte 4)) (= byte (+ ?x156 r162_byte)))))
(assert
 (let (($x271 (= byte (+ (+ 0 (* 4 (+ 8 (* w163_0 1)))) w163_byte))))
 (and (and (>= w163_0 0) (< w163_0 8)) (and (>= w163_byte 0) (< w163_byte 4)) $x271)))
(assert
 (let (($x29 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x293 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x255 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 4) $x293 $x29)))
(or (or false) (not $x255))))))
(check-sat)
