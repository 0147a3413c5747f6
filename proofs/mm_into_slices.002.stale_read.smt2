; program mm_into_slices, mm_1.out: stale read (slice_scatter_1 reads slice_scatter vs mm_1 out=slice_scatter (the bytes slice_scatter_1 stores), carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r681_byte () Int)
(declare-fun r681_1 () Int)
(declare-fun r681_0 () Int)
(declare-fun byte () Int)
(declare-fun w682_byte () Int)
(declare-fun w682_1 () Int)
(declare-fun w682_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s683_byte () Int)
(declare-fun s683_1 () Int)
(declare-fun s683_0 () Int)
(assert
 (let ((?x754 (+ 0 (* 4 (+ 0 (+ (* r681_0 7) (* r681_1 1)))))))
 (and (and (>= r681_0 0) (< r681_0 8)) (and (>= r681_1 0) (< r681_1 7)) (and (>= r681_byte 0) (< r681_byte 4)) (= byte (+ ?x754 r681_byte)))))
(assert
 (let ((?x2292 (+ 0 (* 4 (+ 28 (+ (* w682_0 7) (* w682_1 1)))))))
 (and (and (>= w682_0 0) (< w682_0 4)) (and (>= w682_1 0) (< w682_1 7)) (and (>= w682_byte 0) (< w682_byte 4)) (= byte (+ ?x2292 w682_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x754 (+ 0 (* 4 (+ 0 (+ (* r681_0 7) (* r681_1 1)))))))
 (= observed (+ ?x754 held_byte))))
(assert
 (let ((?x3730 (+ 0 (* 4 (+ 0 (+ (* s683_0 7) (* s683_1 1)))))))
 (and (and (>= s683_0 0) (< s683_0 8)) (and (>= s683_1 0) (< s683_1 7)) (and (>= s683_byte 0) (< s683_byte 4)) (= observed (+ ?x3730 s683_byte)))))
(assert
 (let (($x3606 (= (mod (mod (- (div (- byte 0) 4) 28) 7) 1) 0)))
(let (($x49659 (< (div (mod (- (div (- byte 0) 4) 28) 7) 1) 7)))
(let (($x840 (and (>= (- (div (- byte 0) 4) 28) 0) (< (div (- (div (- byte 0) 4) 28) 7) 4) $x49659 $x3606)))
(or (or false) (not $x840))))))
(check-sat)
