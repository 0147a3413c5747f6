; program mm_into_slices, mm_1.out: stale read (end of graph reads arg1_1 vs mm_1 out=slice_scatter (the bytes slice_scatter_1 stores))
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r682_byte () Int)
(declare-fun r682_1 () Int)
(declare-fun r682_0 () Int)
(declare-fun byte () Int)
(declare-fun w683_byte () Int)
(declare-fun w683_1 () Int)
(declare-fun w683_0 () Int)
(assert
 (let ((?x1392 (+ 0 (* 4 (+ 0 (+ (* r682_0 7) (* r682_1 1)))))))
 (and (and (>= r682_0 0) (< r682_0 8)) (and (>= r682_1 0) (< r682_1 7)) (and (>= r682_byte 0) (< r682_byte 4)) (= byte (+ ?x1392 r682_byte)))))
(assert
 (let ((?x1265 (+ 0 (* 4 (+ 28 (+ (* w683_0 7) (* w683_1 1)))))))
 (and (and (>= w683_0 0) (< w683_0 4)) (and (>= w683_1 0) (< w683_1 7)) (and (>= w683_byte 0) (< w683_byte 4)) (= byte (+ ?x1265 w683_byte)))))
(assert
 (let (($x138 (= (mod (mod (- (div (- byte 0) 4) 0) 7) 1) 0)))
(let (($x1156 (< (div (mod (- (div (- byte 0) 4) 0) 7) 1) 7)))
(let (($x959 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 7) 8) $x1156 $x138)))
(or (or false) (not $x959))))))
(check-sat)
