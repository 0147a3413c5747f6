; program chunked_cross_entropy, mm_5.out: stale read (slice_scatter_8 reads slice_scatter_5 vs mm_5 out=slice_scatter_5 (the bytes slice_scatter_8 stores), carried then sizes=(16, 8) strides=(8, 1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r856_byte () Int)
(declare-fun r856_1 () Int)
(declare-fun r856_0 () Int)
(declare-fun byte () Int)
(declare-fun w857_byte () Int)
(declare-fun w857_1 () Int)
(declare-fun w857_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s858_byte () Int)
(declare-fun s858_1 () Int)
(declare-fun s858_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s859_byte () Int)
(declare-fun s859_1 () Int)
(declare-fun s859_0 () Int)
(assert
 (let ((?x649 (+ 0 (* 4 (+ 0 (+ (* r856_0 8) (* r856_1 1)))))))
 (and (and (>= r856_0 0) (< r856_0 16)) (and (>= r856_1 0) (< r856_1 8)) (and (>= r856_byte 0) (< r856_byte 4)) (= byte (+ ?x649 r856_byte)))))
(assert
 (let ((?x708 (+ 0 (* 4 (+ 64 (+ (* w857_0 8) (* w857_1 1)))))))
 (and (and (>= w857_0 0) (< w857_0 4)) (and (>= w857_1 0) (< w857_1 8)) (and (>= w857_byte 0) (< w857_byte 4)) (= byte (+ ?x708 w857_byte)))))
(assert
 (let (($x205 (= (mod (mod (- (div (- byte 0) 4) 64) 8) 1) 0)))
 (let (($x156 (< (div (mod (- (div (- byte 0) 4) 64) 8) 1) 8)))
 (let (($x591 (and (>= (- (div (- byte 0) 4) 64) 0) (< (div (- (div (- byte 0) 4) 64) 8) 4) $x156 $x205)))
 (let (($x443 (or false)))
 (or $x443 (not $x591)))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x649 (+ 0 (* 4 (+ 0 (+ (* r856_0 8) (* r856_1 1)))))))
 (= carried0 (+ ?x649 held_byte0))))
(assert
 (let ((?x487 (+ 0 (* 4 (+ 0 (+ (* s858_0 8) (* s858_1 1)))))))
 (and (and (>= s858_0 0) (< s858_0 16)) (and (>= s858_1 0) (< s858_1 8)) (and (>= s858_byte 0) (< s858_byte 4)) (= carried0 (+ ?x487 s858_byte)))))
(assert
 (let (($x397 (= (mod (mod (- (div (- carried0 0) 4) 96) 8) 1) 0)))
 (let (($x469 (< (div (mod (- (div (- carried0 0) 4) 96) 8) 1) 8)))
 (let (($x644 (and (>= (- (div (- carried0 0) 4) 96) 0) (< (div (- (div (- carried0 0) 4) 96) 8) 4) $x469 $x397)))
 (let (($x443 (or false)))
 (or $x443 (not $x644)))))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (let ((?x487 (+ 0 (* 4 (+ 0 (+ (* s858_0 8) (* s858_1 1)))))))
 (= carried1 (+ ?x487 held_byte1))))
(assert
 (let ((?x444 (+ 0 (* 4 (+ 0 (+ (* s859_0 8) (* s859_1 1)))))))
(and (and (>= s859_0 0) (< s859_0 16)) (and (>= s859_1 0) (< s859_1 8)) (and (>= s859_byte 0) (< s859_byte 4)) (= carried1 (+ ?x444 s859_byte)))))
(check-sat)
