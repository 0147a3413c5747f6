; program chunked_cross_entropy, mm_5.out: stale read (slice_scatter_8 reads slice_scatter_5 vs mm_5 out=slice_scatter_5 (the bytes slice_scatter_8 stores), carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r536_byte () Int)
(declare-fun r536_1 () Int)
(declare-fun r536_0 () Int)
(declare-fun byte () Int)
(declare-fun w537_byte () Int)
(declare-fun w537_1 () Int)
(declare-fun w537_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s538_byte () Int)
(declare-fun s538_1 () Int)
(declare-fun s538_0 () Int)
(assert
 (let ((?x312 (+ 0 (* 4 (+ 0 (+ (* r536_0 8) (* r536_1 1)))))))
 (and (and (>= r536_0 0) (< r536_0 16)) (and (>= r536_1 0) (< r536_1 8)) (and (>= r536_byte 0) (< r536_byte 4)) (= byte (+ ?x312 r536_byte)))))
(assert
 (let ((?x71 (+ 0 (* 4 (+ 64 (+ (* w537_0 8) (* w537_1 1)))))))
 (and (and (>= w537_0 0) (< w537_0 4)) (and (>= w537_1 0) (< w537_1 8)) (and (>= w537_byte 0) (< w537_byte 4)) (= byte (+ ?x71 w537_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x312 (+ 0 (* 4 (+ 0 (+ (* r536_0 8) (* r536_1 1)))))))
 (= observed (+ ?x312 held_byte))))
(assert
 (let ((?x49493 (+ 0 (* 4 (+ 0 (+ (* s538_0 8) (* s538_1 1)))))))
 (and (and (>= s538_0 0) (< s538_0 16)) (and (>= s538_1 0) (< s538_1 8)) (and (>= s538_byte 0) (< s538_byte 4)) (= observed (+ ?x49493 s538_byte)))))
(assert
 (let (($x49468 (= (mod (mod (- (div (- byte 0) 4) 64) 8) 1) 0)))
 (let (($x49450 (< (div (mod (- (div (- byte 0) 4) 64) 8) 1) 8)))
 (let (($x320 (and (>= (- (div (- byte 0) 4) 64) 0) (< (div (- (div (- byte 0) 4) 64) 8) 4) $x49450 $x49468)))
 (let (($x23 (or false)))
 (or $x23 (not $x320)))))))
(assert
 (let (($x1411 (= (mod (mod (- (div (- observed 0) 4) 96) 8) 1) 0)))
(let (($x258 (< (div (mod (- (div (- observed 0) 4) 96) 8) 1) 8)))
(let (($x141 (and (>= (- (div (- observed 0) 4) 96) 0) (< (div (- (div (- observed 0) 4) 96) 8) 4) $x258 $x1411)))
(let (($x23 (or false)))
(or $x23 (not $x141)))))))
(check-sat)
