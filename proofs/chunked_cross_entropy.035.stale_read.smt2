; program chunked_cross_entropy, mm_3.out: stale read (slice_scatter_5 reads slice_scatter_2 vs mm_3 out=slice_scatter_2 (the bytes slice_scatter_5 stores), carried then sizes=(16, 8) strides=(8, 1) offset=0 itemsize=4 then sizes=(16, 8) strides=(8, 1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r789_byte () Int)
(declare-fun r789_1 () Int)
(declare-fun r789_0 () Int)
(declare-fun byte () Int)
(declare-fun w790_byte () Int)
(declare-fun w790_1 () Int)
(declare-fun w790_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s791_byte () Int)
(declare-fun s791_1 () Int)
(declare-fun s791_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s792_byte () Int)
(declare-fun s792_1 () Int)
(declare-fun s792_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s793_byte () Int)
(declare-fun s793_1 () Int)
(declare-fun s793_0 () Int)
(assert
 (let ((?x348 (+ 0 (* 4 (+ 0 (+ (* r789_0 8) (* r789_1 1)))))))
 (and (and (>= r789_0 0) (< r789_0 16)) (and (>= r789_1 0) (< r789_1 8)) (and (>= r789_byte 0) (< r789_byte 4)) (= byte (+ ?x348 r789_byte)))))
(assert
 (let ((?x692 (+ 0 (* 4 (+ 32 (+ (* w790_0 8) (* w790_1 1)))))))
 (and (and (>= w790_0 0) (< w790_0 4)) (and (>= w790_1 0) (< w790_1 8)) (and (>= w790_byte 0) (< w790_byte 4)) (= byte (+ ?x692 w790_byte)))))
(assert
 (let (($x341 (= (mod (mod (- (div (- byte 0) 4) 32) 8) 1) 0)))
 (let (($x580 (< (div (mod (- (div (- byte 0) 4) 32) 8) 1) 8)))
 (let (($x491 (and (>= (- (div (- byte 0) 4) 32) 0) (< (div (- (div (- byte 0) 4) 32) 8) 4) $x580 $x341)))
 (let (($x392 (or false)))
 (or $x392 (not $x491)))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x348 (+ 0 (* 4 (+ 0 (+ (* r789_0 8) (* r789_1 1)))))))
 (= carried0 (+ ?x348 held_byte0))))
(assert
 (let ((?x435 (+ 0 (* 4 (+ 0 (+ (* s791_0 8) (* s791_1 1)))))))
 (and (and (>= s791_0 0) (< s791_0 16)) (and (>= s791_1 0) (< s791_1 8)) (and (>= s791_byte 0) (< s791_byte 4)) (= carried0 (+ ?x435 s791_byte)))))
(assert
 (let (($x305 (= (mod (mod (- (div (- carried0 0) 4) 64) 8) 1) 0)))
 (let (($x271 (< (div (mod (- (div (- carried0 0) 4) 64) 8) 1) 8)))
 (let (($x176 (and (>= (- (div (- carried0 0) 4) 64) 0) (< (div (- (div (- carried0 0) 4) 64) 8) 4) $x271 $x305)))
 (let (($x392 (or false)))
 (or $x392 (not $x176)))))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (let ((?x435 (+ 0 (* 4 (+ 0 (+ (* s791_0 8) (* s791_1 1)))))))
 (= carried1 (+ ?x435 held_byte1))))
(assert
 (let ((?x73 (+ 0 (* 4 (+ 0 (+ (* s792_0 8) (* s792_1 1)))))))
 (and (and (>= s792_0 0) (< s792_0 16)) (and (>= s792_1 0) (< s792_1 8)) (and (>= s792_byte 0) (< s792_byte 4)) (= carried1 (+ ?x73 s792_byte)))))
(assert
 (let (($x89 (= (mod (mod (- (div (- carried1 0) 4) 96) 8) 1) 0)))
 (let (($x422 (< (div (mod (- (div (- carried1 0) 4) 96) 8) 1) 8)))
 (let (($x552 (and (>= (- (div (- carried1 0) 4) 96) 0) (< (div (- (div (- carried1 0) 4) 96) 8) 4) $x422 $x89)))
 (let (($x392 (or false)))
 (or $x392 (not $x552)))))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (let ((?x73 (+ 0 (* 4 (+ 0 (+ (* s792_0 8) (* s792_1 1)))))))
 (= carried2 (+ ?x73 held_byte2))))
(assert
 (let ((?x695 (+ 0 (* 4 (+ 0 (+ (* s793_0 8) (* s793_1 1)))))))
(and (and (>= s793_0 0) (< s793_0 16)) (and (>= s793_1 0) (< s793_1 8)) (and (>= s793_byte 0) (< s793_byte 4)) (= carried2 (+ ?x695 s793_byte)))))
(check-sat)
