; program mm_into_slices, mm_1.out: stale read (end of graph reads arg1_1 vs mm_1 out=slice_scatter (the bytes slice_scatter_1 stores))
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r1005_byte () Int)
(declare-fun r1005_1 () Int)
(declare-fun r1005_0 () Int)
(declare-fun byte () Int)
(declare-fun w1006_byte () Int)
(declare-fun w1006_1 () Int)
(declare-fun w1006_0 () Int)
(assert
 (let ((?x617 (+ 0 (* 4 (+ 0 (+ (* r1005_0 7) (* r1005_1 1)))))))
 (and (and (>= r1005_0 0) (< r1005_0 8)) (and (>= r1005_1 0) (< r1005_1 7)) (and (>= r1005_byte 0) (< r1005_byte 4)) (= byte (+ ?x617 r1005_byte)))))
(assert
 (let ((?x1387 (+ 0 (* 4 (+ 28 (+ (* w1006_0 7) (* w1006_1 1)))))))
 (and (and (>= w1006_0 0) (< w1006_0 4)) (and (>= w1006_1 0) (< w1006_1 7)) (and (>= w1006_byte 0) (< w1006_byte 4)) (= byte (+ ?x1387 w1006_byte)))))
(assert
 (let (($x1249 (= (mod (mod (- (div (- byte 0) 4) 0) 7) 1) 0)))
(let (($x875 (< (div (mod (- (div (- byte 0) 4) 0) 7) 1) 7)))
(let (($x860 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 7) 8) $x875 $x1249)))
(or (or false) (not $x860))))))
(check-sat)
