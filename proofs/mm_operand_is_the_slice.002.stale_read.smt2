; program mm_operand_is_the_slice, mm.out: stale read (end of graph reads arg0_1 vs mm out=arg0_1 (the bytes slice_scatter stores))
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r1108_byte () Int)
(declare-fun r1108_1 () Int)
(declare-fun r1108_0 () Int)
(declare-fun byte () Int)
(declare-fun w1109_byte () Int)
(declare-fun w1109_1 () Int)
(declare-fun w1109_0 () Int)
(assert
 (let ((?x718 (+ 0 (* 4 (+ 0 (+ (* r1108_0 4) (* r1108_1 1)))))))
 (and (and (>= r1108_0 0) (< r1108_0 8)) (and (>= r1108_1 0) (< r1108_1 4)) (and (>= r1108_byte 0) (< r1108_byte 4)) (= byte (+ ?x718 r1108_byte)))))
(assert
 (let ((?x615 (+ 0 (* 4 (+ 16 (+ (* w1109_0 4) (* w1109_1 1)))))))
 (and (and (>= w1109_0 0) (< w1109_0 4)) (and (>= w1109_1 0) (< w1109_1 4)) (and (>= w1109_byte 0) (< w1109_byte 4)) (= byte (+ ?x615 w1109_byte)))))
(assert
 (let (($x673 (= (mod (mod (- (div (- byte 0) 4) 0) 4) 1) 0)))
(let (($x530 (< (div (mod (- (div (- byte 0) 4) 0) 4) 1) 4)))
(let (($x320 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 4) 8) $x530 $x673)))
(or (or false) (not $x320))))))
(check-sat)
