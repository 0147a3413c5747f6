; program mm_into_slices, mm.out: stale read (end of graph reads arg1_1 vs mm out=arg1_1 (the bytes slice_scatter stores))
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
 (let ((?x844 (+ 0 (* 4 (+ 0 (+ (* r1054_0 7) (* r1054_1 1)))))))
 (and (and (>= r1054_0 0) (< r1054_0 8)) (and (>= r1054_1 0) (< r1054_1 7)) (and (>= r1054_byte 0) (< r1054_byte 4)) (= byte (+ ?x844 r1054_byte)))))
(assert
 (let ((?x513 (+ 0 (* 4 (+ 0 (+ (* w1055_0 7) (* w1055_1 1)))))))
 (and (and (>= w1055_0 0) (< w1055_0 4)) (and (>= w1055_1 0) (< w1055_1 7)) (and (>= w1055_byte 0) (< w1055_byte 4)) (= byte (+ ?x513 w1055_byte)))))
(assert
 (let (($x1134 (= (mod (mod (- (div (- byte 0) 4) 0) 7) 1) 0)))
(let (($x1177 (< (div (mod (- (div (- byte 0) 4) 0) 7) 1) 7)))
(let (($x428 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 7) 8) $x1177 $x1134)))
(or (or false) (not $x428))))))
(check-sat)
