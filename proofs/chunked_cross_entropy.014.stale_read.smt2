; program chunked_cross_entropy, mm_5.out: stale read (slice_scatter_8 reads slice_scatter_5 vs mm_5 out=slice_scatter_5 (the bytes slice_scatter_8 stores), carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r534_byte () Int)
(declare-fun r534_1 () Int)
(declare-fun r534_0 () Int)
(declare-fun byte () Int)
(declare-fun w535_byte () Int)
(declare-fun w535_1 () Int)
(declare-fun w535_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s536_byte () Int)
(declare-fun s536_1 () Int)
(declare-fun s536_0 () Int)
(assert
 (let ((?x136 (+ 0 (* 4 (+ 0 (+ (* r534_0 8) (* r534_1 1)))))))
 (and (and (>= r534_0 0) (< r534_0 16)) (and (>= r534_1 0) (< r534_1 8)) (and (>= r534_byte 0) (< r534_byte 4)) (= byte (+ ?x136 r534_byte)))))
(assert
 (let ((?x943 (+ 0 (* 4 (+ 64 (+ (* w535_0 8) (* w535_1 1)))))))
 (and (and (>= w535_0 0) (< w535_0 4)) (and (>= w535_1 0) (< w535_1 8)) (and (>= w535_byte 0) (< w535_byte 4)) (= byte (+ ?x943 w535_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x136 (+ 0 (* 4 (+ 0 (+ (* r534_0 8) (* r534_1 1)))))))
 (= observed (+ ?x136 held_byte))))
(assert
 (let ((?x512 (+ 0 (* 4 (+ 0 (+ (* s536_0 8) (* s536_1 1)))))))
 (and (and (>= s536_0 0) (< s536_0 16)) (and (>= s536_1 0) (< s536_1 8)) (and (>= s536_byte 0) (< s536_byte 4)) (= observed (+ ?x512 s536_byte)))))
(assert
 (let (($x1052 (= (mod (mod (- (div (- byte 0) 4) 64) 8) 1) 0)))
 (let (($x1383 (< (div (mod (- (div (- byte 0) 4) 64) 8) 1) 8)))
 (let (($x1186 (and (>= (- (div (- byte 0) 4) 64) 0) (< (div (- (div (- byte 0) 4) 64) 8) 4) $x1383 $x1052)))
 (let (($x436 (or false)))
 (or $x436 (not $x1186)))))))
(assert
 (let (($x1283 (= (mod (mod (- (div (- observed 0) 4) 96) 8) 1) 0)))
(let (($x605 (< (div (mod (- (div (- observed 0) 4) 96) 8) 1) 8)))
(let (($x323 (and (>= (- (div (- observed 0) 4) 96) 0) (< (div (- (div (- observed 0) 4) 96) 8) 4) $x605 $x1283)))
(let (($x436 (or false)))
(or $x436 (not $x323)))))))
(check-sat)
