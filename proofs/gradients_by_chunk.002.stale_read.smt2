; program gradients_by_chunk, mm_1.out: stale read (slice_scatter_1 reads slice_scatter vs mm_1 out=slice_scatter (the bytes slice_scatter_1 stores), carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r1013_byte () Int)
(declare-fun r1013_1 () Int)
(declare-fun r1013_0 () Int)
(declare-fun byte () Int)
(declare-fun w1014_byte () Int)
(declare-fun w1014_1 () Int)
(declare-fun w1014_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s1015_byte () Int)
(declare-fun s1015_1 () Int)
(declare-fun s1015_0 () Int)
(assert
 (let ((?x1119 (+ 0 (* 4 (+ 0 (+ (* r1013_0 5) (* r1013_1 1)))))))
 (and (and (>= r1013_0 0) (< r1013_0 8)) (and (>= r1013_1 0) (< r1013_1 5)) (and (>= r1013_byte 0) (< r1013_byte 4)) (= byte (+ ?x1119 r1013_byte)))))
(assert
 (let ((?x1600 (+ 0 (* 4 (+ 20 (+ (* w1014_0 5) (* w1014_1 1)))))))
 (and (and (>= w1014_0 0) (< w1014_0 4)) (and (>= w1014_1 0) (< w1014_1 5)) (and (>= w1014_byte 0) (< w1014_byte 4)) (= byte (+ ?x1600 w1014_byte)))))
(assert
 (let (($x874 (= (mod (mod (- (div (- byte 0) 4) 20) 5) 1) 0)))
 (let (($x1227 (< (div (mod (- (div (- byte 0) 4) 20) 5) 1) 5)))
 (let (($x1274 (and (>= (- (div (- byte 0) 4) 20) 0) (< (div (- (div (- byte 0) 4) 20) 5) 4) $x1227 $x874)))
 (or (or false) (not $x1274))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x1119 (+ 0 (* 4 (+ 0 (+ (* r1013_0 5) (* r1013_1 1)))))))
 (= carried0 (+ ?x1119 held_byte0))))
(assert
 (let ((?x1268 (+ 0 (* 4 (+ 0 (+ (* s1015_0 5) (* s1015_1 1)))))))
(and (and (>= s1015_0 0) (< s1015_0 8)) (and (>= s1015_1 0) (< s1015_1 5)) (and (>= s1015_byte 0) (< s1015_byte 4)) (= carried0 (+ ?x1268 s1015_byte)))))
(check-sat)
