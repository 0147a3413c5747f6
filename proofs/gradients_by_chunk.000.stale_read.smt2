; program gradients_by_chunk, mm.out: stale read (slice_scatter reads arg1_1 vs mm out=arg1_1 (the bytes slice_scatter stores), carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r684_byte () Int)
(declare-fun r684_1 () Int)
(declare-fun r684_0 () Int)
(declare-fun byte () Int)
(declare-fun w685_byte () Int)
(declare-fun w685_1 () Int)
(declare-fun w685_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s686_byte () Int)
(declare-fun s686_1 () Int)
(declare-fun s686_0 () Int)
(assert
 (let ((?x1210 (+ 0 (* 4 (+ 0 (+ (* r684_0 5) (* r684_1 1)))))))
 (and (and (>= r684_0 0) (< r684_0 8)) (and (>= r684_1 0) (< r684_1 5)) (and (>= r684_byte 0) (< r684_byte 4)) (= byte (+ ?x1210 r684_byte)))))
(assert
 (let ((?x160 (+ 0 (* 4 (+ 0 (+ (* w685_0 5) (* w685_1 1)))))))
 (and (and (>= w685_0 0) (< w685_0 4)) (and (>= w685_1 0) (< w685_1 5)) (and (>= w685_byte 0) (< w685_byte 4)) (= byte (+ ?x160 w685_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x1210 (+ 0 (* 4 (+ 0 (+ (* r684_0 5) (* r684_1 1)))))))
 (= observed (+ ?x1210 held_byte))))
(assert
 (let ((?x450 (+ 0 (* 4 (+ 0 (+ (* s686_0 5) (* s686_1 1)))))))
 (and (and (>= s686_0 0) (< s686_0 8)) (and (>= s686_1 0) (< s686_1 5)) (and (>= s686_byte 0) (< s686_byte 4)) (= observed (+ ?x450 s686_byte)))))
(assert
 (let (($x1077 (= (mod (mod (- (div (- byte 0) 4) 0) 5) 1) 0)))
 (let (($x1017 (< (div (mod (- (div (- byte 0) 4) 0) 5) 1) 5)))
 (let (($x212 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 5) 4) $x1017 $x1077)))
 (let (($x155 (or false)))
 (or $x155 (not $x212)))))))
(assert
 (let (($x101 (= (mod (mod (- (div (- observed 0) 4) 20) 5) 1) 0)))
(let (($x853 (< (div (mod (- (div (- observed 0) 4) 20) 5) 1) 5)))
(let (($x342 (and (>= (- (div (- observed 0) 4) 20) 0) (< (div (- (div (- observed 0) 4) 20) 5) 4) $x853 $x101)))
(let (($x155 (or false)))
(or $x155 (not $x342)))))))
(check-sat)
