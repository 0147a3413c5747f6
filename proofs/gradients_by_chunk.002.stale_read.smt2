; program gradients_by_chunk, mm_1.out: stale read (slice_scatter_1 reads slice_scatter vs mm_1 out=slice_scatter (the bytes slice_scatter_1 stores), carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r1063_byte () Int)
(declare-fun r1063_1 () Int)
(declare-fun r1063_0 () Int)
(declare-fun byte () Int)
(declare-fun w1064_byte () Int)
(declare-fun w1064_1 () Int)
(declare-fun w1064_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s1065_byte () Int)
(declare-fun s1065_1 () Int)
(declare-fun s1065_0 () Int)
(assert
 (let ((?x319 (+ 0 (* 4 (+ 0 (+ (* r1063_0 5) (* r1063_1 1)))))))
 (and (and (>= r1063_0 0) (< r1063_0 8)) (and (>= r1063_1 0) (< r1063_1 5)) (and (>= r1063_byte 0) (< r1063_byte 4)) (= byte (+ ?x319 r1063_byte)))))
(assert
 (let ((?x1205 (+ 0 (* 4 (+ 20 (+ (* w1064_0 5) (* w1064_1 1)))))))
 (and (and (>= w1064_0 0) (< w1064_0 4)) (and (>= w1064_1 0) (< w1064_1 5)) (and (>= w1064_byte 0) (< w1064_byte 4)) (= byte (+ ?x1205 w1064_byte)))))
(assert
 (let (($x526 (= (mod (mod (- (div (- byte 0) 4) 20) 5) 1) 0)))
 (let (($x1121 (< (div (mod (- (div (- byte 0) 4) 20) 5) 1) 5)))
 (let (($x842 (and (>= (- (div (- byte 0) 4) 20) 0) (< (div (- (div (- byte 0) 4) 20) 5) 4) $x1121 $x526)))
 (or (or false) (not $x842))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x319 (+ 0 (* 4 (+ 0 (+ (* r1063_0 5) (* r1063_1 1)))))))
 (= carried0 (+ ?x319 held_byte0))))
(assert
 (let ((?x764 (+ 0 (* 4 (+ 0 (+ (* s1065_0 5) (* s1065_1 1)))))))
(and (and (>= s1065_0 0) (< s1065_0 8)) (and (>= s1065_1 0) (< s1065_1 5)) (and (>= s1065_byte 0) (< s1065_byte 4)) (= carried0 (+ ?x764 s1065_byte)))))
(check-sat)
