; program mm_into_slices, mm_1.out: stale read (slice_scatter_1 reads slice_scatter vs mm_1 out=slice_scatter (the bytes slice_scatter_1 stores), carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r1052_byte () Int)
(declare-fun r1052_1 () Int)
(declare-fun r1052_0 () Int)
(declare-fun byte () Int)
(declare-fun w1053_byte () Int)
(declare-fun w1053_1 () Int)
(declare-fun w1053_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s1054_byte () Int)
(declare-fun s1054_1 () Int)
(declare-fun s1054_0 () Int)
(assert
 (let ((?x894 (+ 0 (* 4 (+ 0 (+ (* r1052_0 7) (* r1052_1 1)))))))
 (and (and (>= r1052_0 0) (< r1052_0 8)) (and (>= r1052_1 0) (< r1052_1 7)) (and (>= r1052_byte 0) (< r1052_byte 4)) (= byte (+ ?x894 r1052_byte)))))
(assert
 (let ((?x857 (+ 0 (* 4 (+ 28 (+ (* w1053_0 7) (* w1053_1 1)))))))
 (and (and (>= w1053_0 0) (< w1053_0 4)) (and (>= w1053_1 0) (< w1053_1 7)) (and (>= w1053_byte 0) (< w1053_byte 4)) (= byte (+ ?x857 w1053_byte)))))
(assert
 (let (($x861 (= (mod (mod (- (div (- byte 0) 4) 28) 7) 1) 0)))
 (let (($x720 (< (div (mod (- (div (- byte 0) 4) 28) 7) 1) 7)))
 (let (($x994 (and (>= (- (div (- byte 0) 4) 28) 0) (< (div (- (div (- byte 0) 4) 28) 7) 4) $x720 $x861)))
 (or (or false) (not $x994))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x894 (+ 0 (* 4 (+ 0 (+ (* r1052_0 7) (* r1052_1 1)))))))
 (= carried0 (+ ?x894 held_byte0))))
(assert
 (let ((?x1176 (+ 0 (* 4 (+ 0 (+ (* s1054_0 7) (* s1054_1 1)))))))
(and (and (>= s1054_0 0) (< s1054_0 8)) (and (>= s1054_1 0) (< s1054_1 7)) (and (>= s1054_byte 0) (< s1054_byte 4)) (= carried0 (+ ?x1176 s1054_byte)))))
(check-sat)
