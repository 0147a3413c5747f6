; program mm_into_slice_then_old_read, mm.out: stale read (slice_scatter reads arg0_1 vs mm out=arg0_1 (the bytes slice_scatter stores), carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r720_byte () Int)
(declare-fun r720_1 () Int)
(declare-fun r720_0 () Int)
(declare-fun byte () Int)
(declare-fun w721_byte () Int)
(declare-fun w721_1 () Int)
(declare-fun w721_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s722_byte () Int)
(declare-fun s722_1 () Int)
(declare-fun s722_0 () Int)
(assert
 (let ((?x419 (+ 0 (* 4 (+ 0 (+ (* r720_0 7) (* r720_1 1)))))))
 (and (and (>= r720_0 0) (< r720_0 8)) (and (>= r720_1 0) (< r720_1 7)) (and (>= r720_byte 0) (< r720_byte 4)) (= byte (+ ?x419 r720_byte)))))
(assert
 (let ((?x50006 (+ 0 (* 4 (+ 0 (+ (* w721_0 7) (* w721_1 1)))))))
 (and (and (>= w721_0 0) (< w721_0 4)) (and (>= w721_1 0) (< w721_1 7)) (and (>= w721_byte 0) (< w721_byte 4)) (= byte (+ ?x50006 w721_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x419 (+ 0 (* 4 (+ 0 (+ (* r720_0 7) (* r720_1 1)))))))
 (= observed (+ ?x419 held_byte))))
(assert
 (let ((?x49411 (+ 0 (* 4 (+ 0 (+ (* s722_0 7) (* s722_1 1)))))))
 (and (and (>= s722_0 0) (< s722_0 8)) (and (>= s722_1 0) (< s722_1 7)) (and (>= s722_byte 0) (< s722_byte 4)) (= observed (+ ?x49411 s722_byte)))))
(assert
 (let (($x705 (= (mod (mod (- (div (- byte 0) 4) 0) 7) 1) 0)))
(let (($x528 (< (div (mod (- (div (- byte 0) 4) 0) 7) 1) 7)))
(let (($x72 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 7) 4) $x528 $x705)))
(or (or false) (not $x72))))))
(check-sat)
