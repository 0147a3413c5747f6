; program mm_operand_is_the_slice, mm.out: stale read (end of graph reads arg0_1 vs mm out=arg0_1 (the bytes slice_scatter stores))
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r532_byte () Int)
(declare-fun r532_1 () Int)
(declare-fun r532_0 () Int)
(declare-fun byte () Int)
(declare-fun w533_byte () Int)
(declare-fun w533_1 () Int)
(declare-fun w533_0 () Int)
(assert
 (let ((?x70 (+ 0 (* 4 (+ 0 (+ (* r532_0 4) (* r532_1 1)))))))
 (and (and (>= r532_0 0) (< r532_0 8)) (and (>= r532_1 0) (< r532_1 4)) (and (>= r532_byte 0) (< r532_byte 4)) (= byte (+ ?x70 r532_byte)))))
(assert
 (let ((?x148 (+ 0 (* 4 (+ 16 (+ (* w533_0 4) (* w533_1 1)))))))
 (and (and (>= w533_0 0) (< w533_0 4)) (and (>= w533_1 0) (< w533_1 4)) (and (>= w533_byte 0) (< w533_byte 4)) (= byte (+ ?x148 w533_byte)))))
(assert
 (let (($x2279 (= (mod (mod (- (div (- byte 0) 4) 0) 4) 1) 0)))
(let (($x1053 (< (div (mod (- (div (- byte 0) 4) 0) 4) 1) 4)))
(let (($x2005 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 4) 8) $x1053 $x2279)))
(or (or false) (not $x2005))))))
(check-sat)
