; program mm_into_slices, mm_1.out: stale read (slice_scatter_1 reads slice_scatter vs mm_1 out=slice_scatter (the bytes slice_scatter_1 stores), carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r1056_byte () Int)
(declare-fun r1056_1 () Int)
(declare-fun r1056_0 () Int)
(declare-fun byte () Int)
(declare-fun w1057_byte () Int)
(declare-fun w1057_1 () Int)
(declare-fun w1057_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s1058_byte () Int)
(declare-fun s1058_1 () Int)
(declare-fun s1058_0 () Int)
(assert
 (let ((?x123 (+ 0 (* 4 (+ 0 (+ (* r1056_0 7) (* r1056_1 1)))))))
 (and (and (>= r1056_0 0) (< r1056_0 8)) (and (>= r1056_1 0) (< r1056_1 7)) (and (>= r1056_byte 0) (< r1056_byte 4)) (= byte (+ ?x123 r1056_byte)))))
(assert
 (let ((?x264 (+ 0 (* 4 (+ 28 (+ (* w1057_0 7) (* w1057_1 1)))))))
 (and (and (>= w1057_0 0) (< w1057_0 4)) (and (>= w1057_1 0) (< w1057_1 7)) (and (>= w1057_byte 0) (< w1057_byte 4)) (= byte (+ ?x264 w1057_byte)))))
(assert
 (let (($x1068 (= (mod (mod (- (div (- byte 0) 4) 28) 7) 1) 0)))
 (let (($x477 (< (div (mod (- (div (- byte 0) 4) 28) 7) 1) 7)))
 (let (($x453 (and (>= (- (div (- byte 0) 4) 28) 0) (< (div (- (div (- byte 0) 4) 28) 7) 4) $x477 $x1068)))
 (or (or false) (not $x453))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x123 (+ 0 (* 4 (+ 0 (+ (* r1056_0 7) (* r1056_1 1)))))))
 (= carried0 (+ ?x123 held_byte0))))
(assert
 (let ((?x245 (+ 0 (* 4 (+ 0 (+ (* s1058_0 7) (* s1058_1 1)))))))
(and (and (>= s1058_0 0) (< s1058_0 8)) (and (>= s1058_1 0) (< s1058_1 7)) (and (>= s1058_byte 0) (< s1058_byte 4)) (= carried0 (+ ?x245 s1058_byte)))))
(check-sat)
