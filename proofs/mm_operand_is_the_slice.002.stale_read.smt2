; program mm_operand_is_the_slice, mm.out: stale read (end of graph reads arg0_1 vs mm out=arg0_1 (the bytes slice_scatter stores))
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r1054_byte () Int)
(declare-fun r1054_1 () Int)
(declare-fun r1054_0 () Int)
(declare-fun byte () Int)
(declare-fun w1055_byte () Int)
(declare-fun w1055_1 () Int)
(declare-fun w1055_0 () Int)
(assert
 (let ((?x878 (+ 0 (* 4 (+ 0 (+ (* r1054_0 4) (* r1054_1 1)))))))
 (and (and (>= r1054_0 0) (< r1054_0 8)) (and (>= r1054_1 0) (< r1054_1 4)) (and (>= r1054_byte 0) (< r1054_byte 4)) (= byte (+ ?x878 r1054_byte)))))
(assert
 (let ((?x290 (+ 0 (* 4 (+ 16 (+ (* w1055_0 4) (* w1055_1 1)))))))
 (and (and (>= w1055_0 0) (< w1055_0 4)) (and (>= w1055_1 0) (< w1055_1 4)) (and (>= w1055_byte 0) (< w1055_byte 4)) (= byte (+ ?x290 w1055_byte)))))
(assert
 (let (($x1255 (= (mod (mod (- (div (- byte 0) 4) 0) 4) 1) 0)))
(let (($x76 (< (div (mod (- (div (- byte 0) 4) 0) 4) 1) 4)))
(let (($x895 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 4) 8) $x76 $x1255)))
(or (or false) (not $x895))))))
(check-sat)
