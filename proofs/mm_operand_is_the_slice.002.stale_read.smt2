; program mm_operand_is_the_slice, mm.out: stale read (end of graph reads arg0_1 vs mm out=arg0_1 (the bytes slice_scatter stores))
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r1104_byte () Int)
(declare-fun r1104_1 () Int)
(declare-fun r1104_0 () Int)
(declare-fun byte () Int)
(declare-fun w1105_byte () Int)
(declare-fun w1105_1 () Int)
(declare-fun w1105_0 () Int)
(assert
 (let ((?x871 (+ 0 (* 4 (+ 0 (+ (* r1104_0 4) (* r1104_1 1)))))))
 (and (and (>= r1104_0 0) (< r1104_0 8)) (and (>= r1104_1 0) (< r1104_1 4)) (and (>= r1104_byte 0) (< r1104_byte 4)) (= byte (+ ?x871 r1104_byte)))))
(assert
 (let ((?x105 (+ 0 (* 4 (+ 16 (+ (* w1105_0 4) (* w1105_1 1)))))))
 (and (and (>= w1105_0 0) (< w1105_0 4)) (and (>= w1105_1 0) (< w1105_1 4)) (and (>= w1105_byte 0) (< w1105_byte 4)) (= byte (+ ?x105 w1105_byte)))))
(assert
 (let (($x408 (= (mod (mod (- (div (- byte 0) 4) 0) 4) 1) 0)))
(let (($x882 (< (div (mod (- (div (- byte 0) 4) 0) 4) 1) 4)))
(let (($x1051 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 4) 8) $x882 $x408)))
(or (or false) (not $x1051))))))
(check-sat)
