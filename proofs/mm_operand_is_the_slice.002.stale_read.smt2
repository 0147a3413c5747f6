; program mm_operand_is_the_slice, mm.out: stale read (end of graph reads arg0_1 vs mm out=arg0_1 (the bytes slice_scatter stores))
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r729_byte () Int)
(declare-fun r729_1 () Int)
(declare-fun r729_0 () Int)
(declare-fun byte () Int)
(declare-fun w730_byte () Int)
(declare-fun w730_1 () Int)
(declare-fun w730_0 () Int)
(assert
 (let ((?x1169 (+ 0 (* 4 (+ 0 (+ (* r729_0 4) (* r729_1 1)))))))
 (and (and (>= r729_0 0) (< r729_0 8)) (and (>= r729_1 0) (< r729_1 4)) (and (>= r729_byte 0) (< r729_byte 4)) (= byte (+ ?x1169 r729_byte)))))
(assert
 (let ((?x1049 (+ 0 (* 4 (+ 16 (+ (* w730_0 4) (* w730_1 1)))))))
 (and (and (>= w730_0 0) (< w730_0 4)) (and (>= w730_1 0) (< w730_1 4)) (and (>= w730_byte 0) (< w730_byte 4)) (= byte (+ ?x1049 w730_byte)))))
(assert
 (let (($x1063 (= (mod (mod (- (div (- byte 0) 4) 0) 4) 1) 0)))
(let (($x853 (< (div (mod (- (div (- byte 0) 4) 0) 4) 1) 4)))
(let (($x1185 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 4) 8) $x853 $x1063)))
(or (or false) (not $x1185))))))
(check-sat)
