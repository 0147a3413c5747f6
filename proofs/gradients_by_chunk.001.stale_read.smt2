; program gradients_by_chunk, mm.out: stale read (end of graph reads arg1_1 vs mm out=arg1_1 (the bytes slice_scatter stores))
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r1011_byte () Int)
(declare-fun r1011_1 () Int)
(declare-fun r1011_0 () Int)
(declare-fun byte () Int)
(declare-fun w1012_byte () Int)
(declare-fun w1012_1 () Int)
(declare-fun w1012_0 () Int)
(assert
 (let ((?x1730 (+ 0 (* 4 (+ 0 (+ (* r1011_0 5) (* r1011_1 1)))))))
 (and (and (>= r1011_0 0) (< r1011_0 8)) (and (>= r1011_1 0) (< r1011_1 5)) (and (>= r1011_byte 0) (< r1011_byte 4)) (= byte (+ ?x1730 r1011_byte)))))
(assert
 (let ((?x748 (+ 0 (* 4 (+ 0 (+ (* w1012_0 5) (* w1012_1 1)))))))
 (and (and (>= w1012_0 0) (< w1012_0 4)) (and (>= w1012_1 0) (< w1012_1 5)) (and (>= w1012_byte 0) (< w1012_byte 4)) (= byte (+ ?x748 w1012_byte)))))
(assert
 (let (($x893 (= (mod (mod (- (div (- byte 0) 4) 0) 5) 1) 0)))
(let (($x426 (< (div (mod (- (div (- byte 0) 4) 0) 5) 1) 5)))
(let (($x892 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 5) 8) $x426 $x893)))
(or (or false) (not $x892))))))
(check-sat)
