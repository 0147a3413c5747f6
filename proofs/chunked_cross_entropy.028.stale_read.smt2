; program chunked_cross_entropy, mm_1.out: stale read (slice_scatter_2 reads full vs mm_1 out=full (the bytes slice_scatter_2 stores), carried then sizes=(16, 8) strides=(8, 1) offset=0 itemsize=4 then sizes=(16, 8) strides=(8, 1) offset=0 itemsize=4 then sizes=(16, 8) strides=(8, 1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r753_byte () Int)
(declare-fun r753_1 () Int)
(declare-fun r753_0 () Int)
(declare-fun byte () Int)
(declare-fun w754_byte () Int)
(declare-fun w754_1 () Int)
(declare-fun w754_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s755_byte () Int)
(declare-fun s755_1 () Int)
(declare-fun s755_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s756_byte () Int)
(declare-fun s756_1 () Int)
(declare-fun s756_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s757_byte () Int)
(declare-fun s757_1 () Int)
(declare-fun s757_0 () Int)
(declare-fun held_byte3 () Int)
(declare-fun carried3 () Int)
(declare-fun s758_byte () Int)
(declare-fun s758_1 () Int)
(declare-fun s758_0 () Int)
(assert
 (let ((?x125 (+ 0 (* 4 (+ 0 (+ (* r753_0 8) (* r753_1 1)))))))
 (and (and (>= r753_0 0) (< r753_0 16)) (and (>= r753_1 0) (< r753_1 8)) (and (>= r753_byte 0) (< r753_byte 4)) (= byte (+ ?x125 r753_byte)))))
(assert
 (let ((?x501 (+ 0 (* 4 (+ 0 (+ (* w754_0 8) (* w754_1 1)))))))
 (and (and (>= w754_0 0) (< w754_0 4)) (and (>= w754_1 0) (< w754_1 8)) (and (>= w754_byte 0) (< w754_byte 4)) (= byte (+ ?x501 w754_byte)))))
(assert
 (let (($x166 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
 (let (($x475 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
 (let (($x200 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 4) $x475 $x166)))
 (let (($x392 (or false)))
 (or $x392 (not $x200)))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x125 (+ 0 (* 4 (+ 0 (+ (* r753_0 8) (* r753_1 1)))))))
 (= carried0 (+ ?x125 held_byte0))))
(assert
 (let ((?x483 (+ 0 (* 4 (+ 0 (+ (* s755_0 8) (* s755_1 1)))))))
 (and (and (>= s755_0 0) (< s755_0 16)) (and (>= s755_1 0) (< s755_1 8)) (and (>= s755_byte 0) (< s755_byte 4)) (= carried0 (+ ?x483 s755_byte)))))
(assert
 (let (($x159 (= (mod (mod (- (div (- carried0 0) 4) 32) 8) 1) 0)))
 (let (($x60 (< (div (mod (- (div (- carried0 0) 4) 32) 8) 1) 8)))
 (let (($x614 (and (>= (- (div (- carried0 0) 4) 32) 0) (< (div (- (div (- carried0 0) 4) 32) 8) 4) $x60 $x159)))
 (let (($x392 (or false)))
 (or $x392 (not $x614)))))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (let ((?x483 (+ 0 (* 4 (+ 0 (+ (* s755_0 8) (* s755_1 1)))))))
 (= carried1 (+ ?x483 held_byte1))))
(assert
 (let ((?x456 (+ 0 (* 4 (+ 0 (+ (* s756_0 8) (* s756_1 1)))))))
 (and (and (>= s756_0 0) (< s756_0 16)) (and (>= s756_1 0) (< s756_1 8)) (and (>= s756_byte 0) (< s756_byte 4)) (= carried1 (+ ?x456 s756_byte)))))
(assert
 (let (($x218 (= (mod (mod (- (div (- carried1 0) 4) 64) 8) 1) 0)))
 (let (($x694 (< (div (mod (- (div (- carried1 0) 4) 64) 8) 1) 8)))
 (let (($x551 (and (>= (- (div (- carried1 0) 4) 64) 0) (< (div (- (div (- carried1 0) 4) 64) 8) 4) $x694 $x218)))
 (let (($x392 (or false)))
 (or $x392 (not $x551)))))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (let ((?x456 (+ 0 (* 4 (+ 0 (+ (* s756_0 8) (* s756_1 1)))))))
 (= carried2 (+ ?x456 held_byte2))))
(assert
 (let ((?x523 (+ 0 (* 4 (+ 0 (+ (* s757_0 8) (* s757_1 1)))))))
 (and (and (>= s757_0 0) (< s757_0 16)) (and (>= s757_1 0) (< s757_1 8)) (and (>= s757_byte 0) (< s757_byte 4)) (= carried2 (+ ?x523 s757_byte)))))
(assert
 (let (($x689 (= (mod (mod (- (div (- carried2 0) 4) 96) 8) 1) 0)))
 (let (($x582 (< (div (mod (- (div (- carried2 0) 4) 96) 8) 1) 8)))
 (let (($x700 (and (>= (- (div (- carried2 0) 4) 96) 0) (< (div (- (div (- carried2 0) 4) 96) 8) 4) $x582 $x689)))
 (let (($x392 (or false)))
 (or $x392 (not $x700)))))))
(assert
 (>= held_byte3 0))
(assert
 (< held_byte3 4))
(assert
 (let ((?x523 (+ 0 (* 4 (+ 0 (+ (* s757_0 8) (* s757_1 1)))))))
 (= carried3 (+ ?x523 held_byte3))))
(assert
 (let ((?x542 (+ 0 (* 4 (+ 0 (+ (* s758_0 8) (* s758_1 1)))))))
(and (and (>= s758_0 0) (< s758_0 16)) (and (>= s758_1 0) (< s758_1 8)) (and (>= s758_byte 0) (< s758_byte 4)) (= carried3 (+ ?x542 s758_byte)))))
(check-sat)
