; program chunked_cross_entropy, mm_3.out: stale read (slice_scatter_5 reads slice_scatter_2 vs mm_3 out=slice_scatter_2 (the bytes slice_scatter_5 stores), carried then sizes=(16, 8) strides=(8, 1) offset=0 itemsize=4 then sizes=(16, 8) strides=(8, 1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r837_byte () Int)
(declare-fun r837_1 () Int)
(declare-fun r837_0 () Int)
(declare-fun byte () Int)
(declare-fun w838_byte () Int)
(declare-fun w838_1 () Int)
(declare-fun w838_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s839_byte () Int)
(declare-fun s839_1 () Int)
(declare-fun s839_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s840_byte () Int)
(declare-fun s840_1 () Int)
(declare-fun s840_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s841_byte () Int)
(declare-fun s841_1 () Int)
(declare-fun s841_0 () Int)
(assert
 (let ((?x104 (+ 0 (* 4 (+ 0 (+ (* r837_0 8) (* r837_1 1)))))))
 (and (and (>= r837_0 0) (< r837_0 16)) (and (>= r837_1 0) (< r837_1 8)) (and (>= r837_byte 0) (< r837_byte 4)) (= byte (+ ?x104 r837_byte)))))
(assert
 (let ((?x319 (+ 0 (* 4 (+ 32 (+ (* w838_0 8) (* w838_1 1)))))))
 (and (and (>= w838_0 0) (< w838_0 4)) (and (>= w838_1 0) (< w838_1 8)) (and (>= w838_byte 0) (< w838_byte 4)) (= byte (+ ?x319 w838_byte)))))
(assert
 (let (($x584 (= (mod (mod (- (div (- byte 0) 4) 32) 8) 1) 0)))
 (let (($x167 (< (div (mod (- (div (- byte 0) 4) 32) 8) 1) 8)))
 (let (($x442 (and (>= (- (div (- byte 0) 4) 32) 0) (< (div (- (div (- byte 0) 4) 32) 8) 4) $x167 $x584)))
 (let (($x310 (or false)))
 (or $x310 (not $x442)))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x104 (+ 0 (* 4 (+ 0 (+ (* r837_0 8) (* r837_1 1)))))))
 (= carried0 (+ ?x104 held_byte0))))
(assert
 (let ((?x402 (+ 0 (* 4 (+ 0 (+ (* s839_0 8) (* s839_1 1)))))))
 (and (and (>= s839_0 0) (< s839_0 16)) (and (>= s839_1 0) (< s839_1 8)) (and (>= s839_byte 0) (< s839_byte 4)) (= carried0 (+ ?x402 s839_byte)))))
(assert
 (let (($x573 (= (mod (mod (- (div (- carried0 0) 4) 64) 8) 1) 0)))
 (let (($x313 (< (div (mod (- (div (- carried0 0) 4) 64) 8) 1) 8)))
 (let (($x289 (and (>= (- (div (- carried0 0) 4) 64) 0) (< (div (- (div (- carried0 0) 4) 64) 8) 4) $x313 $x573)))
 (let (($x310 (or false)))
 (or $x310 (not $x289)))))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (let ((?x402 (+ 0 (* 4 (+ 0 (+ (* s839_0 8) (* s839_1 1)))))))
 (= carried1 (+ ?x402 held_byte1))))
(assert
 (let ((?x229 (+ 0 (* 4 (+ 0 (+ (* s840_0 8) (* s840_1 1)))))))
 (and (and (>= s840_0 0) (< s840_0 16)) (and (>= s840_1 0) (< s840_1 8)) (and (>= s840_byte 0) (< s840_byte 4)) (= carried1 (+ ?x229 s840_byte)))))
(assert
 (let (($x380 (= (mod (mod (- (div (- carried1 0) 4) 96) 8) 1) 0)))
 (let (($x512 (< (div (mod (- (div (- carried1 0) 4) 96) 8) 1) 8)))
 (let (($x528 (and (>= (- (div (- carried1 0) 4) 96) 0) (< (div (- (div (- carried1 0) 4) 96) 8) 4) $x512 $x380)))
 (let (($x310 (or false)))
 (or $x310 (not $x528)))))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (let ((?x229 (+ 0 (* 4 (+ 0 (+ (* s840_0 8) (* s840_1 1)))))))
 (= carried2 (+ ?x229 held_byte2))))
(assert
 (let ((?x561 (+ 0 (* 4 (+ 0 (+ (* s841_0 8) (* s841_1 1)))))))
(and (and (>= s841_0 0) (< s841_0 16)) (and (>= s841_1 0) (< s841_1 8)) (and (>= s841_byte 0) (< s841_byte 4)) (= carried2 (+ ?x561 s841_byte)))))
(check-sat)
