; program mm_operand_is_the_slice, slice_scatter_1.base: stale read (end of graph reads arg0_1 vs slice_scatter_1 src=mm_1 into slice_scatter)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r536_byte () Int)
(declare-fun r536_1 () Int)
(declare-fun r536_0 () Int)
(declare-fun byte () Int)
(declare-fun w537_byte () Int)
(declare-fun w537_1 () Int)
(declare-fun w537_0 () Int)
(assert
 (let ((?x76 (+ 0 (* 4 (+ 0 (+ (* r536_0 4) (* r536_1 1)))))))
 (and (and (>= r536_0 0) (< r536_0 8)) (and (>= r536_1 0) (< r536_1 4)) (and (>= r536_byte 0) (< r536_byte 4)) (= byte (+ ?x76 r536_byte)))))
(assert
 (let ((?x35 (+ 0 (* 4 (+ 16 (+ (* w537_0 4) (* w537_1 1)))))))
 (and (and (>= w537_0 0) (< w537_0 4)) (and (>= w537_1 0) (< w537_1 4)) (and (>= w537_byte 0) (< w537_byte 4)) (= byte (+ ?x35 w537_byte)))))
(assert
 (let (($x270 (= (mod (mod (- (div (- byte 0) 4) 0) 4) 1) 0)))
(let (($x1192 (< (div (mod (- (div (- byte 0) 4) 0) 4) 1) 4)))
(let (($x246 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 4) 8) $x1192 $x270)))
(or (or false) (not $x246))))))
(check-sat)
