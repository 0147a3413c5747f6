; program chunked_cross_entropy, mm_5.out: stale read (slice_scatter_8 reads slice_scatter_5 vs mm_5 out=slice_scatter_5 (the bytes slice_scatter_8 stores), carried then sizes=(16, 8) strides=(8, 1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r804_byte () Int)
(declare-fun r804_1 () Int)
(declare-fun r804_0 () Int)
(declare-fun byte () Int)
(declare-fun w805_byte () Int)
(declare-fun w805_1 () Int)
(declare-fun w805_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s806_byte () Int)
(declare-fun s806_1 () Int)
(declare-fun s806_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s807_byte () Int)
(declare-fun s807_1 () Int)
(declare-fun s807_0 () Int)
(assert
 (let ((?x250 (+ 0 (* 4 (+ 0 (+ (* r804_0 8) (* r804_1 1)))))))
 (and (and (>= r804_0 0) (< r804_0 16)) (and (>= r804_1 0) (< r804_1 8)) (and (>= r804_byte 0) (< r804_byte 4)) (= byte (+ ?x250 r804_byte)))))
(assert
 (let ((?x661 (+ 0 (* 4 (+ 64 (+ (* w805_0 8) (* w805_1 1)))))))
 (and (and (>= w805_0 0) (< w805_0 4)) (and (>= w805_1 0) (< w805_1 8)) (and (>= w805_byte 0) (< w805_byte 4)) (= byte (+ ?x661 w805_byte)))))
(assert
 (let (($x128 (= (mod (mod (- (div (- byte 0) 4) 64) 8) 1) 0)))
 (let (($x49 (< (div (mod (- (div (- byte 0) 4) 64) 8) 1) 8)))
 (let (($x632 (and (>= (- (div (- byte 0) 4) 64) 0) (< (div (- (div (- byte 0) 4) 64) 8) 4) $x49 $x128)))
 (let (($x392 (or false)))
 (or $x392 (not $x632)))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x250 (+ 0 (* 4 (+ 0 (+ (* r804_0 8) (* r804_1 1)))))))
 (= carried0 (+ ?x250 held_byte0))))
(assert
 (let ((?x262 (+ 0 (* 4 (+ 0 (+ (* s806_0 8) (* s806_1 1)))))))
 (and (and (>= s806_0 0) (< s806_0 16)) (and (>= s806_1 0) (< s806_1 8)) (and (>= s806_byte 0) (< s806_byte 4)) (= carried0 (+ ?x262 s806_byte)))))
(assert
 (let (($x522 (= (mod (mod (- (div (- carried0 0) 4) 96) 8) 1) 0)))
 (let (($x62 (< (div (mod (- (div (- carried0 0) 4) 96) 8) 1) 8)))
 (let (($x286 (and (>= (- (div (- carried0 0) 4) 96) 0) (< (div (- (div (- carried0 0) 4) 96) 8) 4) $x62 $x522)))
 (let (($x392 (or false)))
 (or $x392 (not $x286)))))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (let ((?x262 (+ 0 (* 4 (+ 0 (+ (* s806_0 8) (* s806_1 1)))))))
 (= carried1 (+ ?x262 held_byte1))))
(assert
 (let ((?x102 (+ 0 (* 4 (+ 0 (+ (* s807_0 8) (* s807_1 1)))))))
(and (and (>= s807_0 0) (< s807_0 16)) (and (>= s807_1 0) (< s807_1 8)) (and (>= s807_byte 0) (< s807_byte 4)) (= carried1 (+ ?x102 s807_byte)))))
(check-sat)
