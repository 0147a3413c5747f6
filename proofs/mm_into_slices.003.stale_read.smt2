; program mm_into_slices, mm_1.out: stale read (end of graph reads arg1_1 vs mm_1 out=slice_scatter (the bytes slice_scatter_1 stores))
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r1059_byte () Int)
(declare-fun r1059_1 () Int)
(declare-fun r1059_0 () Int)
(declare-fun byte () Int)
(declare-fun w1060_byte () Int)
(declare-fun w1060_1 () Int)
(declare-fun w1060_0 () Int)
(assert
 (let ((?x860 (+ 0 (* 4 (+ 0 (+ (* r1059_0 7) (* r1059_1 1)))))))
 (and (and (>= r1059_0 0) (< r1059_0 8)) (and (>= r1059_1 0) (< r1059_1 7)) (and (>= r1059_byte 0) (< r1059_byte 4)) (= byte (+ ?x860 r1059_byte)))))
(assert
 (let ((?x1007 (+ 0 (* 4 (+ 28 (+ (* w1060_0 7) (* w1060_1 1)))))))
 (and (and (>= w1060_0 0) (< w1060_0 4)) (and (>= w1060_1 0) (< w1060_1 7)) (and (>= w1060_byte 0) (< w1060_byte 4)) (= byte (+ ?x1007 w1060_byte)))))
(assert
 (let (($x874 (= (mod (mod (- (div (- byte 0) 4) 0) 7) 1) 0)))
(let (($x615 (< (div (mod (- (div (- byte 0) 4) 0) 7) 1) 7)))
(let (($x1764 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 7) 8) $x615 $x874)))
(or (or false) (not $x1764))))))
(check-sat)
