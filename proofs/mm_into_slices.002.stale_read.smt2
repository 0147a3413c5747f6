; program mm_into_slices, mm_1.out: stale read (slice_scatter_1 reads slice_scatter vs mm_1 out=slice_scatter (the bytes slice_scatter_1 stores), carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r1002_byte () Int)
(declare-fun r1002_1 () Int)
(declare-fun r1002_0 () Int)
(declare-fun byte () Int)
(declare-fun w1003_byte () Int)
(declare-fun w1003_1 () Int)
(declare-fun w1003_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s1004_byte () Int)
(declare-fun s1004_1 () Int)
(declare-fun s1004_0 () Int)
(assert
 (let ((?x894 (+ 0 (* 4 (+ 0 (+ (* r1002_0 7) (* r1002_1 1)))))))
 (and (and (>= r1002_0 0) (< r1002_0 8)) (and (>= r1002_1 0) (< r1002_1 7)) (and (>= r1002_byte 0) (< r1002_byte 4)) (= byte (+ ?x894 r1002_byte)))))
(assert
 (let ((?x548 (+ 0 (* 4 (+ 28 (+ (* w1003_0 7) (* w1003_1 1)))))))
 (and (and (>= w1003_0 0) (< w1003_0 4)) (and (>= w1003_1 0) (< w1003_1 7)) (and (>= w1003_byte 0) (< w1003_byte 4)) (= byte (+ ?x548 w1003_byte)))))
(assert
 (let (($x643 (= (mod (mod (- (div (- byte 0) 4) 28) 7) 1) 0)))
 (let (($x465 (< (div (mod (- (div (- byte 0) 4) 28) 7) 1) 7)))
 (let (($x1225 (and (>= (- (div (- byte 0) 4) 28) 0) (< (div (- (div (- byte 0) 4) 28) 7) 4) $x465 $x643)))
 (or (or false) (not $x1225))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x894 (+ 0 (* 4 (+ 0 (+ (* r1002_0 7) (* r1002_1 1)))))))
 (= carried0 (+ ?x894 held_byte0))))
(assert
 (let ((?x1180 (+ 0 (* 4 (+ 0 (+ (* s1004_0 7) (* s1004_1 1)))))))
(and (and (>= s1004_0 0) (< s1004_0 8)) (and (>= s1004_1 0) (< s1004_1 7)) (and (>= s1004_byte 0) (< s1004_byte 4)) (= carried0 (+ ?x1180 s1004_byte)))))
(check-sat)
