; program chunked_cross_entropy, mm_3.out: stale read (slice_scatter_5 reads slice_scatter_2 vs mm_3 out=slice_scatter_2 (the bytes slice_scatter_5 stores), carried then sizes=(16, 8) strides=(8, 1) offset=0 itemsize=4 then sizes=(16, 8) strides=(8, 1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r841_byte () Int)
(declare-fun r841_1 () Int)
(declare-fun r841_0 () Int)
(declare-fun byte () Int)
(declare-fun w842_byte () Int)
(declare-fun w842_1 () Int)
(declare-fun w842_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s843_byte () Int)
(declare-fun s843_1 () Int)
(declare-fun s843_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s844_byte () Int)
(declare-fun s844_1 () Int)
(declare-fun s844_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s845_byte () Int)
(declare-fun s845_1 () Int)
(declare-fun s845_0 () Int)
(assert
 (let ((?x63 (+ 0 (* 4 (+ 0 (+ (* r841_0 8) (* r841_1 1)))))))
 (and (and (>= r841_0 0) (< r841_0 16)) (and (>= r841_1 0) (< r841_1 8)) (and (>= r841_byte 0) (< r841_byte 4)) (= byte (+ ?x63 r841_byte)))))
(assert
 (let ((?x438 (+ 0 (* 4 (+ 32 (+ (* w842_0 8) (* w842_1 1)))))))
 (and (and (>= w842_0 0) (< w842_0 4)) (and (>= w842_1 0) (< w842_1 8)) (and (>= w842_byte 0) (< w842_byte 4)) (= byte (+ ?x438 w842_byte)))))
(assert
 (let (($x134 (= (mod (mod (- (div (- byte 0) 4) 32) 8) 1) 0)))
 (let (($x265 (< (div (mod (- (div (- byte 0) 4) 32) 8) 1) 8)))
 (let (($x341 (and (>= (- (div (- byte 0) 4) 32) 0) (< (div (- (div (- byte 0) 4) 32) 8) 4) $x265 $x134)))
 (let (($x443 (or false)))
 (or $x443 (not $x341)))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x63 (+ 0 (* 4 (+ 0 (+ (* r841_0 8) (* r841_1 1)))))))
 (= carried0 (+ ?x63 held_byte0))))
(assert
 (let ((?x498 (+ 0 (* 4 (+ 0 (+ (* s843_0 8) (* s843_1 1)))))))
 (and (and (>= s843_0 0) (< s843_0 16)) (and (>= s843_1 0) (< s843_1 8)) (and (>= s843_byte 0) (< s843_byte 4)) (= carried0 (+ ?x498 s843_byte)))))
(assert
 (let (($x196 (= (mod (mod (- (div (- carried0 0) 4) 64) 8) 1) 0)))
 (let (($x283 (< (div (mod (- (div (- carried0 0) 4) 64) 8) 1) 8)))
 (let (($x465 (and (>= (- (div (- carried0 0) 4) 64) 0) (< (div (- (div (- carried0 0) 4) 64) 8) 4) $x283 $x196)))
 (let (($x443 (or false)))
 (or $x443 (not $x465)))))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (let ((?x498 (+ 0 (* 4 (+ 0 (+ (* s843_0 8) (* s843_1 1)))))))
 (= carried1 (+ ?x498 held_byte1))))
(assert
 (let ((?x205 (+ 0 (* 4 (+ 0 (+ (* s844_0 8) (* s844_1 1)))))))
 (and (and (>= s844_0 0) (< s844_0 16)) (and (>= s844_1 0) (< s844_1 8)) (and (>= s844_byte 0) (< s844_byte 4)) (= carried1 (+ ?x205 s844_byte)))))
(assert
 (let (($x336 (= (mod (mod (- (div (- carried1 0) 4) 96) 8) 1) 0)))
 (let (($x298 (< (div (mod (- (div (- carried1 0) 4) 96) 8) 1) 8)))
 (let (($x521 (and (>= (- (div (- carried1 0) 4) 96) 0) (< (div (- (div (- carried1 0) 4) 96) 8) 4) $x298 $x336)))
 (let (($x443 (or false)))
 (or $x443 (not $x521)))))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (let ((?x205 (+ 0 (* 4 (+ 0 (+ (* s844_0 8) (* s844_1 1)))))))
 (= carried2 (+ ?x205 held_byte2))))
(assert
 (let ((?x671 (+ 0 (* 4 (+ 0 (+ (* s845_0 8) (* s845_1 1)))))))
(and (and (>= s845_0 0) (< s845_0 16)) (and (>= s845_1 0) (< s845_1 8)) (and (>= s845_byte 0) (< s845_byte 4)) (= carried2 (+ ?x671 s845_byte)))))
(check-sat)
