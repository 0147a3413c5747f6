; program chunked_cross_entropy, mm_1.out: stale read (slice_scatter_2 reads full vs mm_1 out=full (the bytes slice_scatter_2 stores), carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r512_byte () Int)
(declare-fun r512_1 () Int)
(declare-fun r512_0 () Int)
(declare-fun byte () Int)
(declare-fun w513_byte () Int)
(declare-fun w513_1 () Int)
(declare-fun w513_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s514_byte () Int)
(declare-fun s514_1 () Int)
(declare-fun s514_0 () Int)
(assert
 (let ((?x562 (+ 0 (* 4 (+ 0 (+ (* r512_0 8) (* r512_1 1)))))))
 (and (and (>= r512_0 0) (< r512_0 16)) (and (>= r512_1 0) (< r512_1 8)) (and (>= r512_byte 0) (< r512_byte 4)) (= byte (+ ?x562 r512_byte)))))
(assert
 (let ((?x955 (+ 0 (* 4 (+ 0 (+ (* w513_0 8) (* w513_1 1)))))))
 (and (and (>= w513_0 0) (< w513_0 4)) (and (>= w513_1 0) (< w513_1 8)) (and (>= w513_byte 0) (< w513_byte 4)) (= byte (+ ?x955 w513_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x562 (+ 0 (* 4 (+ 0 (+ (* r512_0 8) (* r512_1 1)))))))
 (= observed (+ ?x562 held_byte))))
(assert
 (let ((?x1662 (+ 0 (* 4 (+ 0 (+ (* s514_0 8) (* s514_1 1)))))))
 (and (and (>= s514_0 0) (< s514_0 16)) (and (>= s514_1 0) (< s514_1 8)) (and (>= s514_byte 0) (< s514_byte 4)) (= observed (+ ?x1662 s514_byte)))))
(assert
 (let (($x516 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
 (let (($x394 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
 (let (($x566 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 4) $x394 $x516)))
 (let (($x436 (or false)))
 (or $x436 (not $x566)))))))
(assert
 (let (($x361 (= (mod (mod (- (div (- observed 0) 4) 32) 8) 1) 0)))
(let (($x1285 (< (div (mod (- (div (- observed 0) 4) 32) 8) 1) 8)))
(let (($x212 (and (>= (- (div (- observed 0) 4) 32) 0) (< (div (- (div (- observed 0) 4) 32) 8) 4) $x1285 $x361)))
(let (($x436 (or false)))
(or $x436 (not $x212)))))))
(check-sat)
