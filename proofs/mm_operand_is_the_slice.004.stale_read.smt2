; program mm_operand_is_the_slice, slice_scatter_1.base: stale read (end of graph reads arg0_1 vs slice_scatter_1 src=mm_1 into slice_scatter)
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
 (let ((?x720 (+ 0 (* 4 (+ 0 (+ (* r1108_0 4) (* r1108_1 1)))))))
 (and (and (>= r1108_0 0) (< r1108_0 8)) (and (>= r1108_1 0) (< r1108_1 4)) (and (>= r1108_byte 0) (< r1108_byte 4)) (= byte (+ ?x720 r1108_byte)))))
(assert
 (let ((?x339 (+ 0 (* 4 (+ 16 (+ (* w1109_0 4) (* w1109_1 1)))))))
 (and (and (>= w1109_0 0) (< w1109_0 4)) (and (>= w1109_1 0) (< w1109_1 4)) (and (>= w1109_byte 0) (< w1109_byte 4)) (= byte (+ ?x339 w1109_byte)))))
(assert
 (let (($x1485 (= (mod (mod (- (div (- byte 0) 4) 0) 4) 1) 0)))
(let (($x1075 (< (div (mod (- (div (- byte 0) 4) 0) 4) 1) 4)))
(let (($x169 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 4) 8) $x1075 $x1485)))
(or (or false) (not $x169))))))
(check-sat)
