; program chunked_cross_entropy, mm_1.out: stale read (slice_scatter_2 reads full vs mm_1 out=full (the bytes slice_scatter_2 stores), carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r514_byte () Int)
(declare-fun r514_1 () Int)
(declare-fun r514_0 () Int)
(declare-fun byte () Int)
(declare-fun w515_byte () Int)
(declare-fun w515_1 () Int)
(declare-fun w515_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s516_byte () Int)
(declare-fun s516_1 () Int)
(declare-fun s516_0 () Int)
(assert
 (let ((?x267 (+ 0 (* 4 (+ 0 (+ (* r514_0 8) (* r514_1 1)))))))
 (and (and (>= r514_0 0) (< r514_0 16)) (and (>= r514_1 0) (< r514_1 8)) (and (>= r514_byte 0) (< r514_byte 4)) (= byte (+ ?x267 r514_byte)))))
(assert
 (let ((?x49649 (+ 0 (* 4 (+ 0 (+ (* w515_0 8) (* w515_1 1)))))))
 (and (and (>= w515_0 0) (< w515_0 4)) (and (>= w515_1 0) (< w515_1 8)) (and (>= w515_byte 0) (< w515_byte 4)) (= byte (+ ?x49649 w515_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x267 (+ 0 (* 4 (+ 0 (+ (* r514_0 8) (* r514_1 1)))))))
 (= observed (+ ?x267 held_byte))))
(assert
 (let ((?x71 (+ 0 (* 4 (+ 0 (+ (* s516_0 8) (* s516_1 1)))))))
 (and (and (>= s516_0 0) (< s516_0 16)) (and (>= s516_1 0) (< s516_1 8)) (and (>= s516_byte 0) (< s516_byte 4)) (= observed (+ ?x71 s516_byte)))))
(assert
 (let (($x25370 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
 (let (($x507 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
 (let (($x42299 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 4) $x507 $x25370)))
 (let (($x23 (or false)))
 (or $x23 (not $x42299)))))))
(assert
 (let (($x446 (= (mod (mod (- (div (- observed 0) 4) 32) 8) 1) 0)))
(let (($x496 (< (div (mod (- (div (- observed 0) 4) 32) 8) 1) 8)))
(let (($x49478 (and (>= (- (div (- observed 0) 4) 32) 0) (< (div (- (div (- observed 0) 4) 32) 8) 4) $x496 $x446)))
(let (($x23 (or false)))
(or $x23 (not $x49478)))))))
(check-sat)
