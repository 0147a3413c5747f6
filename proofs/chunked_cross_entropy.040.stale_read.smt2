; program chunked_cross_entropy, mm_7.out: stale read (slice_scatter_11 reads slice_scatter_8 vs mm_7 out=slice_scatter_8 (the bytes slice_scatter_11 stores), carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r856_byte () Int)
(declare-fun r856_1 () Int)
(declare-fun r856_0 () Int)
(declare-fun byte () Int)
(declare-fun w857_byte () Int)
(declare-fun w857_1 () Int)
(declare-fun w857_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s858_byte () Int)
(declare-fun s858_1 () Int)
(declare-fun s858_0 () Int)
(assert
 (let ((?x291 (+ 0 (* 4 (+ 0 (+ (* r856_0 8) (* r856_1 1)))))))
 (and (and (>= r856_0 0) (< r856_0 16)) (and (>= r856_1 0) (< r856_1 8)) (and (>= r856_byte 0) (< r856_byte 4)) (= byte (+ ?x291 r856_byte)))))
(assert
 (let ((?x534 (+ 0 (* 4 (+ 96 (+ (* w857_0 8) (* w857_1 1)))))))
 (and (and (>= w857_0 0) (< w857_0 4)) (and (>= w857_1 0) (< w857_1 8)) (and (>= w857_byte 0) (< w857_byte 4)) (= byte (+ ?x534 w857_byte)))))
(assert
 (let (($x207 (= (mod (mod (- (div (- byte 0) 4) 96) 8) 1) 0)))
 (let (($x134 (< (div (mod (- (div (- byte 0) 4) 96) 8) 1) 8)))
 (let (($x316 (and (>= (- (div (- byte 0) 4) 96) 0) (< (div (- (div (- byte 0) 4) 96) 8) 4) $x134 $x207)))
 (or (or false) (not $x316))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x291 (+ 0 (* 4 (+ 0 (+ (* r856_0 8) (* r856_1 1)))))))
 (= carried0 (+ ?x291 held_byte0))))
(assert
 (let ((?x249 (+ 0 (* 4 (+ 0 (+ (* s858_0 8) (* s858_1 1)))))))
(and (and (>= s858_0 0) (< s858_0 16)) (and (>= s858_1 0) (< s858_1 8)) (and (>= s858_byte 0) (< s858_byte 4)) (= carried0 (+ ?x249 s858_byte)))))
(check-sat)
