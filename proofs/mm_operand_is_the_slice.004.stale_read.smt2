; program mm_operand_is_the_slice, slice_scatter_1.base: stale read (end of graph reads arg0_1 vs slice_scatter_1 src=mm_1 into slice_scatter)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r733_byte () Int)
(declare-fun r733_1 () Int)
(declare-fun r733_0 () Int)
(declare-fun byte () Int)
(declare-fun w734_byte () Int)
(declare-fun w734_1 () Int)
(declare-fun w734_0 () Int)
(assert
 (let ((?x163 (+ 0 (* 4 (+ 0 (+ (* r733_0 4) (* r733_1 1)))))))
 (and (and (>= r733_0 0) (< r733_0 8)) (and (>= r733_1 0) (< r733_1 4)) (and (>= r733_byte 0) (< r733_byte 4)) (= byte (+ ?x163 r733_byte)))))
(assert
 (let ((?x546 (+ 0 (* 4 (+ 16 (+ (* w734_0 4) (* w734_1 1)))))))
 (and (and (>= w734_0 0) (< w734_0 4)) (and (>= w734_1 0) (< w734_1 4)) (and (>= w734_byte 0) (< w734_byte 4)) (= byte (+ ?x546 w734_byte)))))
(assert
 (let (($x221 (= (mod (mod (- (div (- byte 0) 4) 0) 4) 1) 0)))
(let (($x940 (< (div (mod (- (div (- byte 0) 4) 0) 4) 1) 4)))
(let (($x189 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 4) 8) $x940 $x221)))
(or (or false) (not $x189))))))
(check-sat)
