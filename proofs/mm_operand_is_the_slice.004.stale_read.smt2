; program mm_operand_is_the_slice, slice_scatter_1.base: stale read (end of graph reads arg0_1 vs slice_scatter_1 src=mm_1 into slice_scatter)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r735_byte () Int)
(declare-fun r735_1 () Int)
(declare-fun r735_0 () Int)
(declare-fun byte () Int)
(declare-fun w736_byte () Int)
(declare-fun w736_1 () Int)
(declare-fun w736_0 () Int)
(assert
 (let ((?x317 (+ 0 (* 4 (+ 0 (+ (* r735_0 4) (* r735_1 1)))))))
 (and (and (>= r735_0 0) (< r735_0 8)) (and (>= r735_1 0) (< r735_1 4)) (and (>= r735_byte 0) (< r735_byte 4)) (= byte (+ ?x317 r735_byte)))))
(assert
 (let ((?x49413 (+ 0 (* 4 (+ 16 (+ (* w736_0 4) (* w736_1 1)))))))
 (and (and (>= w736_0 0) (< w736_0 4)) (and (>= w736_1 0) (< w736_1 4)) (and (>= w736_byte 0) (< w736_byte 4)) (= byte (+ ?x49413 w736_byte)))))
(assert
 (let (($x353 (= (mod (mod (- (div (- byte 0) 4) 0) 4) 1) 0)))
(let (($x3619 (< (div (mod (- (div (- byte 0) 4) 0) 4) 1) 4)))
(let (($x708 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 4) 8) $x3619 $x353)))
(or (or false) (not $x708))))))
(check-sat)
