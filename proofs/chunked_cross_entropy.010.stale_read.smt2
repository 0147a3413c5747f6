; program chunked_cross_entropy, mm_3.out: stale read (slice_scatter_5 reads slice_scatter_2 vs mm_3 out=slice_scatter_2 (the bytes slice_scatter_5 stores), carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r523_byte () Int)
(declare-fun r523_1 () Int)
(declare-fun r523_0 () Int)
(declare-fun byte () Int)
(declare-fun w524_byte () Int)
(declare-fun w524_1 () Int)
(declare-fun w524_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s525_byte () Int)
(declare-fun s525_1 () Int)
(declare-fun s525_0 () Int)
(assert
 (let ((?x604 (+ 0 (* 4 (+ 0 (+ (* r523_0 8) (* r523_1 1)))))))
 (and (and (>= r523_0 0) (< r523_0 16)) (and (>= r523_1 0) (< r523_1 8)) (and (>= r523_byte 0) (< r523_byte 4)) (= byte (+ ?x604 r523_byte)))))
(assert
 (let ((?x1286 (+ 0 (* 4 (+ 32 (+ (* w524_0 8) (* w524_1 1)))))))
 (and (and (>= w524_0 0) (< w524_0 4)) (and (>= w524_1 0) (< w524_1 8)) (and (>= w524_byte 0) (< w524_byte 4)) (= byte (+ ?x1286 w524_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x604 (+ 0 (* 4 (+ 0 (+ (* r523_0 8) (* r523_1 1)))))))
 (= observed (+ ?x604 held_byte))))
(assert
 (let ((?x685 (+ 0 (* 4 (+ 0 (+ (* s525_0 8) (* s525_1 1)))))))
 (and (and (>= s525_0 0) (< s525_0 16)) (and (>= s525_1 0) (< s525_1 8)) (and (>= s525_byte 0) (< s525_byte 4)) (= observed (+ ?x685 s525_byte)))))
(assert
 (let (($x1264 (= (mod (mod (- (div (- byte 0) 4) 32) 8) 1) 0)))
 (let (($x108 (< (div (mod (- (div (- byte 0) 4) 32) 8) 1) 8)))
 (let (($x234 (and (>= (- (div (- byte 0) 4) 32) 0) (< (div (- (div (- byte 0) 4) 32) 8) 4) $x108 $x1264)))
 (let (($x436 (or false)))
 (or $x436 (not $x234)))))))
(assert
 (let (($x426 (= (mod (mod (- (div (- observed 0) 4) 64) 8) 1) 0)))
(let (($x1682 (< (div (mod (- (div (- observed 0) 4) 64) 8) 1) 8)))
(let (($x370 (and (>= (- (div (- observed 0) 4) 64) 0) (< (div (- (div (- observed 0) 4) 64) 8) 4) $x1682 $x426)))
(let (($x436 (or false)))
(or $x436 (not $x370)))))))
(check-sat)
