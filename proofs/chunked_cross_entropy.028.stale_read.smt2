; program chunked_cross_entropy, mm_1.out: stale read (slice_scatter_2 reads full vs mm_1 out=full (the bytes slice_scatter_2 stores), carried then sizes=(16, 8) strides=(8, 1) offset=0 itemsize=4 then sizes=(16, 8) strides=(8, 1) offset=0 itemsize=4 then sizes=(16, 8) strides=(8, 1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r801_byte () Int)
(declare-fun r801_1 () Int)
(declare-fun r801_0 () Int)
(declare-fun byte () Int)
(declare-fun w802_byte () Int)
(declare-fun w802_1 () Int)
(declare-fun w802_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s803_byte () Int)
(declare-fun s803_1 () Int)
(declare-fun s803_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s804_byte () Int)
(declare-fun s804_1 () Int)
(declare-fun s804_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s805_byte () Int)
(declare-fun s805_1 () Int)
(declare-fun s805_0 () Int)
(declare-fun held_byte3 () Int)
(declare-fun carried3 () Int)
(declare-fun s806_byte () Int)
(declare-fun s806_1 () Int)
(declare-fun s806_0 () Int)
(assert
 (let ((?x579 (+ 0 (* 4 (+ 0 (+ (* r801_0 8) (* r801_1 1)))))))
 (and (and (>= r801_0 0) (< r801_0 16)) (and (>= r801_1 0) (< r801_1 8)) (and (>= r801_byte 0) (< r801_byte 4)) (= byte (+ ?x579 r801_byte)))))
(assert
 (let ((?x533 (+ 0 (* 4 (+ 0 (+ (* w802_0 8) (* w802_1 1)))))))
 (and (and (>= w802_0 0) (< w802_0 4)) (and (>= w802_1 0) (< w802_1 8)) (and (>= w802_byte 0) (< w802_byte 4)) (= byte (+ ?x533 w802_byte)))))
(assert
 (let (($x436 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
 (let (($x608 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
 (let (($x333 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 4) $x608 $x436)))
 (let (($x310 (or false)))
 (or $x310 (not $x333)))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x579 (+ 0 (* 4 (+ 0 (+ (* r801_0 8) (* r801_1 1)))))))
 (= carried0 (+ ?x579 held_byte0))))
(assert
 (let ((?x648 (+ 0 (* 4 (+ 0 (+ (* s803_0 8) (* s803_1 1)))))))
 (and (and (>= s803_0 0) (< s803_0 16)) (and (>= s803_1 0) (< s803_1 8)) (and (>= s803_byte 0) (< s803_byte 4)) (= carried0 (+ ?x648 s803_byte)))))
(assert
 (let (($x94 (= (mod (mod (- (div (- carried0 0) 4) 32) 8) 1) 0)))
 (let (($x283 (< (div (mod (- (div (- carried0 0) 4) 32) 8) 1) 8)))
 (let (($x657 (and (>= (- (div (- carried0 0) 4) 32) 0) (< (div (- (div (- carried0 0) 4) 32) 8) 4) $x283 $x94)))
 (let (($x310 (or false)))
 (or $x310 (not $x657)))))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (let ((?x648 (+ 0 (* 4 (+ 0 (+ (* s803_0 8) (* s803_1 1)))))))
 (= carried1 (+ ?x648 held_byte1))))
(assert
 (let ((?x505 (+ 0 (* 4 (+ 0 (+ (* s804_0 8) (* s804_1 1)))))))
 (and (and (>= s804_0 0) (< s804_0 16)) (and (>= s804_1 0) (< s804_1 8)) (and (>= s804_byte 0) (< s804_byte 4)) (= carried1 (+ ?x505 s804_byte)))))
(assert
 (let (($x322 (= (mod (mod (- (div (- carried1 0) 4) 64) 8) 1) 0)))
 (let (($x644 (< (div (mod (- (div (- carried1 0) 4) 64) 8) 1) 8)))
 (let (($x466 (and (>= (- (div (- carried1 0) 4) 64) 0) (< (div (- (div (- carried1 0) 4) 64) 8) 4) $x644 $x322)))
 (let (($x310 (or false)))
 (or $x310 (not $x466)))))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (let ((?x505 (+ 0 (* 4 (+ 0 (+ (* s804_0 8) (* s804_1 1)))))))
 (= carried2 (+ ?x505 held_byte2))))
(assert
 (let ((?x507 (+ 0 (* 4 (+ 0 (+ (* s805_0 8) (* s805_1 1)))))))
 (and (and (>= s805_0 0) (< s805_0 16)) (and (>= s805_1 0) (< s805_1 8)) (and (>= s805_byte 0) (< s805_byte 4)) (= carried2 (+ ?x507 s805_byte)))))
(assert
 (let (($x617 (= (mod (mod (- (div (- carried2 0) 4) 96) 8) 1) 0)))
 (let (($x660 (< (div (mod (- (div (- carried2 0) 4) 96) 8) 1) 8)))
 (let (($x578 (and (>= (- (div (- carried2 0) 4) 96) 0) (< (div (- (div (- carried2 0) 4) 96) 8) 4) $x660 $x617)))
 (let (($x310 (or false)))
 (or $x310 (not $x578)))))))
(assert
 (>= held_byte3 0))
(assert
 (< held_byte3 4))
(assert
 (let ((?x507 (+ 0 (* 4 (+ 0 (+ (* s805_0 8) (* s805_1 1)))))))
 (= carried3 (+ ?x507 held_byte3))))
(assert
 (let ((?x316 (+ 0 (* 4 (+ 0 (+ (* s806_0 8) (* s806_1 1)))))))
(and (and (>= s806_0 0) (< s806_0 16)) (and (>= s806_1 0) (< s806_1 8)) (and (>= s806_byte 0) (< s806_byte 4)) (= carried3 (+ ?x316 s806_byte)))))
(check-sat)
