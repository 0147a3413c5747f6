; program mm_into_slices, mm.out: stale read (end of graph reads arg1_1 vs mm out=arg1_1 (the bytes slice_scatter stores))
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r1050_byte () Int)
(declare-fun r1050_1 () Int)
(declare-fun r1050_0 () Int)
(declare-fun byte () Int)
(declare-fun w1051_byte () Int)
(declare-fun w1051_1 () Int)
(declare-fun w1051_0 () Int)
(assert
 (let ((?x844 (+ 0 (* 4 (+ 0 (+ (* r1050_0 7) (* r1050_1 1)))))))
 (and (and (>= r1050_0 0) (< r1050_0 8)) (and (>= r1050_1 0) (< r1050_1 7)) (and (>= r1050_byte 0) (< r1050_byte 4)) (= byte (+ ?x844 r1050_byte)))))
(assert
 (let ((?x113 (+ 0 (* 4 (+ 0 (+ (* w1051_0 7) (* w1051_1 1)))))))
 (and (and (>= w1051_0 0) (< w1051_0 4)) (and (>= w1051_1 0) (< w1051_1 7)) (and (>= w1051_byte 0) (< w1051_byte 4)) (= byte (+ ?x113 w1051_byte)))))
(assert
 (let (($x1258 (= (mod (mod (- (div (- byte 0) 4) 0) 7) 1) 0)))
(let (($x1223 (< (div (mod (- (div (- byte 0) 4) 0) 7) 1) 7)))
(let (($x622 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 7) 8) $x1223 $x1258)))
(or (or false) (not $x622))))))
(check-sat)
