; program mm_into_slices, mm_1.out: stale read (end of graph reads arg1_1 vs mm_1 out=slice_scatter (the bytes slice_scatter_1 stores))
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r1055_byte () Int)
(declare-fun r1055_1 () Int)
(declare-fun r1055_0 () Int)
(declare-fun byte () Int)
(declare-fun w1056_byte () Int)
(declare-fun w1056_1 () Int)
(declare-fun w1056_0 () Int)
(assert
 (let ((?x1069 (+ 0 (* 4 (+ 0 (+ (* r1055_0 7) (* r1055_1 1)))))))
 (and (and (>= r1055_0 0) (< r1055_0 8)) (and (>= r1055_1 0) (< r1055_1 7)) (and (>= r1055_byte 0) (< r1055_byte 4)) (= byte (+ ?x1069 r1055_byte)))))
(assert
 (let ((?x1011 (+ 0 (* 4 (+ 28 (+ (* w1056_0 7) (* w1056_1 1)))))))
 (and (and (>= w1056_0 0) (< w1056_0 4)) (and (>= w1056_1 0) (< w1056_1 7)) (and (>= w1056_byte 0) (< w1056_byte 4)) (= byte (+ ?x1011 w1056_byte)))))
(assert
 (let (($x110 (= (mod (mod (- (div (- byte 0) 4) 0) 7) 1) 0)))
(let (($x900 (< (div (mod (- (div (- byte 0) 4) 0) 7) 1) 7)))
(let (($x540 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 7) 8) $x900 $x110)))
(or (or false) (not $x540))))))
(check-sat)
