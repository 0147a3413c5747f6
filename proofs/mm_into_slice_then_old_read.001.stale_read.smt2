; program mm_into_slice_then_old_read, mul.self: stale read (end of graph reads arg0_1 vs mul self=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r1038_byte () Int)
(declare-fun r1038_1 () Int)
(declare-fun r1038_0 () Int)
(declare-fun byte () Int)
(declare-fun w1039_byte () Int)
(declare-fun w1039_1 () Int)
(declare-fun w1039_0 () Int)
(assert
 (let ((?x723 (+ 0 (* 4 (+ 0 (+ (* r1038_0 7) (* r1038_1 1)))))))
 (and (and (>= r1038_0 0) (< r1038_0 8)) (and (>= r1038_1 0) (< r1038_1 7)) (and (>= r1038_byte 0) (< r1038_byte 4)) (= byte (+ ?x723 r1038_byte)))))
(assert
 (let ((?x617 (+ 0 (* 4 (+ 0 (+ (* w1039_0 7) (* w1039_1 1)))))))
 (and (and (>= w1039_0 0) (< w1039_0 4)) (and (>= w1039_1 0) (< w1039_1 7)) (and (>= w1039_byte 0) (< w1039_byte 4)) (= byte (+ ?x617 w1039_byte)))))
(assert
 (let (($x867 (= (mod (mod (- (div (- byte 0) 4) 0) 7) 1) 0)))
(let (($x1124 (< (div (mod (- (div (- byte 0) 4) 0) 7) 1) 7)))
(let (($x1120 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 7) 8) $x1124 $x867)))
(or (or false) (not $x1120))))))
(check-sat)
