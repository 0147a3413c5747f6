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
 (let ((?x495 (+ 0 (* 4 (+ 0 (+ (* r1038_0 7) (* r1038_1 1)))))))
 (and (and (>= r1038_0 0) (< r1038_0 8)) (and (>= r1038_1 0) (< r1038_1 7)) (and (>= r1038_byte 0) (< r1038_byte 4)) (= byte (+ ?x495 r1038_byte)))))
(assert
 (let ((?x736 (+ 0 (* 4 (+ 0 (+ (* w1039_0 7) (* w1039_1 1)))))))
 (and (and (>= w1039_0 0) (< w1039_0 4)) (and (>= w1039_1 0) (< w1039_1 7)) (and (>= w1039_byte 0) (< w1039_byte 4)) (= byte (+ ?x736 w1039_byte)))))
(assert
 (let (($x142 (= (mod (mod (- (div (- byte 0) 4) 0) 7) 1) 0)))
(let (($x735 (< (div (mod (- (div (- byte 0) 4) 0) 7) 1) 7)))
(let (($x760 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 7) 8) $x735 $x142)))
(or (or false) (not $x760))))))
(check-sat)
