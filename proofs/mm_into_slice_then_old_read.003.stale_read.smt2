; program mm_into_slice_then_old_read, mm.out: stale read (slice_scatter reads arg0_1 vs mm out=arg0_1 (the bytes slice_scatter stores), carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r718_byte () Int)
(declare-fun r718_1 () Int)
(declare-fun r718_0 () Int)
(declare-fun byte () Int)
(declare-fun w719_byte () Int)
(declare-fun w719_1 () Int)
(declare-fun w719_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s720_byte () Int)
(declare-fun s720_1 () Int)
(declare-fun s720_0 () Int)
(assert
 (let ((?x380 (+ 0 (* 4 (+ 0 (+ (* r718_0 7) (* r718_1 1)))))))
 (and (and (>= r718_0 0) (< r718_0 8)) (and (>= r718_1 0) (< r718_1 7)) (and (>= r718_byte 0) (< r718_byte 4)) (= byte (+ ?x380 r718_byte)))))
(assert
 (let ((?x372 (+ 0 (* 4 (+ 0 (+ (* w719_0 7) (* w719_1 1)))))))
 (and (and (>= w719_0 0) (< w719_0 4)) (and (>= w719_1 0) (< w719_1 7)) (and (>= w719_byte 0) (< w719_byte 4)) (= byte (+ ?x372 w719_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x380 (+ 0 (* 4 (+ 0 (+ (* r718_0 7) (* r718_1 1)))))))
 (= observed (+ ?x380 held_byte))))
(assert
 (let ((?x420 (+ 0 (* 4 (+ 0 (+ (* s720_0 7) (* s720_1 1)))))))
 (and (and (>= s720_0 0) (< s720_0 8)) (and (>= s720_1 0) (< s720_1 7)) (and (>= s720_byte 0) (< s720_byte 4)) (= observed (+ ?x420 s720_byte)))))
(assert
 (let (($x35 (= (mod (mod (- (div (- byte 0) 4) 0) 7) 1) 0)))
(let (($x737 (< (div (mod (- (div (- byte 0) 4) 0) 7) 1) 7)))
(let (($x367 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 7) 4) $x737 $x35)))
(or (or false) (not $x367))))))
(check-sat)
