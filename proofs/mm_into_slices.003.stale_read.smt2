; program mm_into_slices, mm_1.out: stale read (end of graph reads arg1_1 vs mm_1 out=slice_scatter (the bytes slice_scatter_1 stores))
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r494_byte () Int)
(declare-fun r494_1 () Int)
(declare-fun r494_0 () Int)
(declare-fun byte () Int)
(declare-fun w495_byte () Int)
(declare-fun w495_1 () Int)
(declare-fun w495_0 () Int)
(assert
 (let ((?x2065 (+ 0 (* 4 (+ 0 (+ (* r494_0 7) (* r494_1 1)))))))
 (and (and (>= r494_0 0) (< r494_0 8)) (and (>= r494_1 0) (< r494_1 7)) (and (>= r494_byte 0) (< r494_byte 4)) (= byte (+ ?x2065 r494_byte)))))
(assert
 (let ((?x1089 (+ 0 (* 4 (+ 28 (+ (* w495_0 7) (* w495_1 1)))))))
 (and (and (>= w495_0 0) (< w495_0 4)) (and (>= w495_1 0) (< w495_1 7)) (and (>= w495_byte 0) (< w495_byte 4)) (= byte (+ ?x1089 w495_byte)))))
(assert
 (let (($x479 (= (mod (mod (- (div (- byte 0) 4) 0) 7) 1) 0)))
(let (($x1173 (< (div (mod (- (div (- byte 0) 4) 0) 7) 1) 7)))
(let (($x2033 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 7) 8) $x1173 $x479)))
(or (or false) (not $x2033))))))
(check-sat)
