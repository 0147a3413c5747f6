; program chunked_cross_entropy, mm_5.out: stale read (slice_scatter_8 reads slice_scatter_5 vs mm_5 out=slice_scatter_5 (the bytes slice_scatter_8 stores), carried then sizes=(16, 8) strides=(8, 1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r852_byte () Int)
(declare-fun r852_1 () Int)
(declare-fun r852_0 () Int)
(declare-fun byte () Int)
(declare-fun w853_byte () Int)
(declare-fun w853_1 () Int)
(declare-fun w853_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s854_byte () Int)
(declare-fun s854_1 () Int)
(declare-fun s854_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s855_byte () Int)
(declare-fun s855_1 () Int)
(declare-fun s855_0 () Int)
(assert
 (let ((?x665 (+ 0 (* 4 (+ 0 (+ (* r852_0 8) (* r852_1 1)))))))
 (and (and (>= r852_0 0) (< r852_0 16)) (and (>= r852_1 0) (< r852_1 8)) (and (>= r852_byte 0) (< r852_byte 4)) (= byte (+ ?x665 r852_byte)))))
(assert
 (let ((?x23 (+ 0 (* 4 (+ 64 (+ (* w853_0 8) (* w853_1 1)))))))
 (and (and (>= w853_0 0) (< w853_0 4)) (and (>= w853_1 0) (< w853_1 8)) (and (>= w853_byte 0) (< w853_byte 4)) (= byte (+ ?x23 w853_byte)))))
(assert
 (let (($x601 (= (mod (mod (- (div (- byte 0) 4) 64) 8) 1) 0)))
 (let (($x257 (< (div (mod (- (div (- byte 0) 4) 64) 8) 1) 8)))
 (let (($x170 (and (>= (- (div (- byte 0) 4) 64) 0) (< (div (- (div (- byte 0) 4) 64) 8) 4) $x257 $x601)))
 (let (($x310 (or false)))
 (or $x310 (not $x170)))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x665 (+ 0 (* 4 (+ 0 (+ (* r852_0 8) (* r852_1 1)))))))
 (= carried0 (+ ?x665 held_byte0))))
(assert
 (let ((?x684 (+ 0 (* 4 (+ 0 (+ (* s854_0 8) (* s854_1 1)))))))
 (and (and (>= s854_0 0) (< s854_0 16)) (and (>= s854_1 0) (< s854_1 8)) (and (>= s854_byte 0) (< s854_byte 4)) (= carried0 (+ ?x684 s854_byte)))))
(assert
 (let (($x660 (= (mod (mod (- (div (- carried0 0) 4) 96) 8) 1) 0)))
 (let (($x628 (< (div (mod (- (div (- carried0 0) 4) 96) 8) 1) 8)))
 (let (($x209 (and (>= (- (div (- carried0 0) 4) 96) 0) (< (div (- (div (- carried0 0) 4) 96) 8) 4) $x628 $x660)))
 (let (($x310 (or false)))
 (or $x310 (not $x209)))))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (let ((?x684 (+ 0 (* 4 (+ 0 (+ (* s854_0 8) (* s854_1 1)))))))
 (= carried1 (+ ?x684 held_byte1))))
(assert
 (let ((?x597 (+ 0 (* 4 (+ 0 (+ (* s855_0 8) (* s855_1 1)))))))
(and (and (>= s855_0 0) (< s855_0 16)) (and (>= s855_1 0) (< s855_1 8)) (and (>= s855_byte 0) (< s855_byte 4)) (= carried1 (+ ?x597 s855_byte)))))
(check-sat)
