; program chunked_cross_entropy, mm_1.out: stale read (slice_scatter_2 reads full vs mm_1 out=full (the bytes slice_scatter_2 stores), carried then sizes=(16, 8) strides=(8, 1) offset=0 itemsize=4 then sizes=(16, 8) strides=(8, 1) offset=0 itemsize=4 then sizes=(16, 8) strides=(8, 1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r805_byte () Int)
(declare-fun r805_1 () Int)
(declare-fun r805_0 () Int)
(declare-fun byte () Int)
(declare-fun w806_byte () Int)
(declare-fun w806_1 () Int)
(declare-fun w806_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s807_byte () Int)
(declare-fun s807_1 () Int)
(declare-fun s807_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s808_byte () Int)
(declare-fun s808_1 () Int)
(declare-fun s808_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s809_byte () Int)
(declare-fun s809_1 () Int)
(declare-fun s809_0 () Int)
(declare-fun held_byte3 () Int)
(declare-fun carried3 () Int)
(declare-fun s810_byte () Int)
(declare-fun s810_1 () Int)
(declare-fun s810_0 () Int)
(assert
 (let ((?x498 (+ 0 (* 4 (+ 0 (+ (* r805_0 8) (* r805_1 1)))))))
 (and (and (>= r805_0 0) (< r805_0 16)) (and (>= r805_1 0) (< r805_1 8)) (and (>= r805_byte 0) (< r805_byte 4)) (= byte (+ ?x498 r805_byte)))))
(assert
 (let ((?x355 (+ 0 (* 4 (+ 0 (+ (* w806_0 8) (* w806_1 1)))))))
 (and (and (>= w806_0 0) (< w806_0 4)) (and (>= w806_1 0) (< w806_1 8)) (and (>= w806_byte 0) (< w806_byte 4)) (= byte (+ ?x355 w806_byte)))))
(assert
 (let (($x349 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
 (let (($x388 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
 (let (($x297 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 4) $x388 $x349)))
 (let (($x443 (or false)))
 (or $x443 (not $x297)))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x498 (+ 0 (* 4 (+ 0 (+ (* r805_0 8) (* r805_1 1)))))))
 (= carried0 (+ ?x498 held_byte0))))
(assert
 (let ((?x189 (+ 0 (* 4 (+ 0 (+ (* s807_0 8) (* s807_1 1)))))))
 (and (and (>= s807_0 0) (< s807_0 16)) (and (>= s807_1 0) (< s807_1 8)) (and (>= s807_byte 0) (< s807_byte 4)) (= carried0 (+ ?x189 s807_byte)))))
(assert
 (let (($x598 (= (mod (mod (- (div (- carried0 0) 4) 32) 8) 1) 0)))
 (let (($x312 (< (div (mod (- (div (- carried0 0) 4) 32) 8) 1) 8)))
 (let (($x494 (and (>= (- (div (- carried0 0) 4) 32) 0) (< (div (- (div (- carried0 0) 4) 32) 8) 4) $x312 $x598)))
 (let (($x443 (or false)))
 (or $x443 (not $x494)))))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (let ((?x189 (+ 0 (* 4 (+ 0 (+ (* s807_0 8) (* s807_1 1)))))))
 (= carried1 (+ ?x189 held_byte1))))
(assert
 (let ((?x93 (+ 0 (* 4 (+ 0 (+ (* s808_0 8) (* s808_1 1)))))))
 (and (and (>= s808_0 0) (< s808_0 16)) (and (>= s808_1 0) (< s808_1 8)) (and (>= s808_byte 0) (< s808_byte 4)) (= carried1 (+ ?x93 s808_byte)))))
(assert
 (let (($x552 (= (mod (mod (- (div (- carried1 0) 4) 64) 8) 1) 0)))
 (let (($x522 (< (div (mod (- (div (- carried1 0) 4) 64) 8) 1) 8)))
 (let (($x676 (and (>= (- (div (- carried1 0) 4) 64) 0) (< (div (- (div (- carried1 0) 4) 64) 8) 4) $x522 $x552)))
 (let (($x443 (or false)))
 (or $x443 (not $x676)))))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (let ((?x93 (+ 0 (* 4 (+ 0 (+ (* s808_0 8) (* s808_1 1)))))))
 (= carried2 (+ ?x93 held_byte2))))
(assert
 (let ((?x628 (+ 0 (* 4 (+ 0 (+ (* s809_0 8) (* s809_1 1)))))))
 (and (and (>= s809_0 0) (< s809_0 16)) (and (>= s809_1 0) (< s809_1 8)) (and (>= s809_byte 0) (< s809_byte 4)) (= carried2 (+ ?x628 s809_byte)))))
(assert
 (let (($x706 (= (mod (mod (- (div (- carried2 0) 4) 96) 8) 1) 0)))
 (let (($x228 (< (div (mod (- (div (- carried2 0) 4) 96) 8) 1) 8)))
 (let (($x620 (and (>= (- (div (- carried2 0) 4) 96) 0) (< (div (- (div (- carried2 0) 4) 96) 8) 4) $x228 $x706)))
 (let (($x443 (or false)))
 (or $x443 (not $x620)))))))
(assert
 (>= held_byte3 0))
(assert
 (< held_byte3 4))
(assert
 (let ((?x628 (+ 0 (* 4 (+ 0 (+ (* s809_0 8) (* s809_1 1)))))))
 (= carried3 (+ ?x628 held_byte3))))
(assert
 (let ((?x497 (+ 0 (* 4 (+ 0 (+ (* s810_0 8) (* s810_1 1)))))))
(and (and (>= s810_0 0) (< s810_0 16)) (and (>= s810_1 0) (< s810_1 8)) (and (>= s810_byte 0) (< s810_byte 4)) (= carried3 (+ ?x497 s810_byte)))))
(check-sat)
