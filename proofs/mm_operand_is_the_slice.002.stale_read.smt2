; program mm_operand_is_the_slice, mm.out: stale read (end of graph reads arg0_1 vs mm out=arg0_1 (the bytes slice_scatter stores))
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r731_byte () Int)
(declare-fun r731_1 () Int)
(declare-fun r731_0 () Int)
(declare-fun byte () Int)
(declare-fun w732_byte () Int)
(declare-fun w732_1 () Int)
(declare-fun w732_0 () Int)
(assert
 (let ((?x191 (+ 0 (* 4 (+ 0 (+ (* r731_0 4) (* r731_1 1)))))))
 (and (and (>= r731_0 0) (< r731_0 8)) (and (>= r731_1 0) (< r731_1 4)) (and (>= r731_byte 0) (< r731_byte 4)) (= byte (+ ?x191 r731_byte)))))
(assert
 (let ((?x3638 (+ 0 (* 4 (+ 16 (+ (* w732_0 4) (* w732_1 1)))))))
 (and (and (>= w732_0 0) (< w732_0 4)) (and (>= w732_1 0) (< w732_1 4)) (and (>= w732_byte 0) (< w732_byte 4)) (= byte (+ ?x3638 w732_byte)))))
(assert
 (let (($x544 (= (mod (mod (- (div (- byte 0) 4) 0) 4) 1) 0)))
(let (($x1041 (< (div (mod (- (div (- byte 0) 4) 0) 4) 1) 4)))
(let (($x545 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 4) 8) $x1041 $x544)))
(or (or false) (not $x545))))))
(check-sat)
