; program gradients_by_chunk, mm_1.out: stale read (slice_scatter_1 reads slice_scatter vs mm_1 out=slice_scatter (the bytes slice_scatter_1 stores), carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r689_byte () Int)
(declare-fun r689_1 () Int)
(declare-fun r689_0 () Int)
(declare-fun byte () Int)
(declare-fun w690_byte () Int)
(declare-fun w690_1 () Int)
(declare-fun w690_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s691_byte () Int)
(declare-fun s691_1 () Int)
(declare-fun s691_0 () Int)
(assert
 (let ((?x1161 (+ 0 (* 4 (+ 0 (+ (* r689_0 5) (* r689_1 1)))))))
 (and (and (>= r689_0 0) (< r689_0 8)) (and (>= r689_1 0) (< r689_1 5)) (and (>= r689_byte 0) (< r689_byte 4)) (= byte (+ ?x1161 r689_byte)))))
(assert
 (let ((?x1210 (+ 0 (* 4 (+ 20 (+ (* w690_0 5) (* w690_1 1)))))))
 (and (and (>= w690_0 0) (< w690_0 4)) (and (>= w690_1 0) (< w690_1 5)) (and (>= w690_byte 0) (< w690_byte 4)) (= byte (+ ?x1210 w690_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x1161 (+ 0 (* 4 (+ 0 (+ (* r689_0 5) (* r689_1 1)))))))
 (= observed (+ ?x1161 held_byte))))
(assert
 (let ((?x1652 (+ 0 (* 4 (+ 0 (+ (* s691_0 5) (* s691_1 1)))))))
 (and (and (>= s691_0 0) (< s691_0 8)) (and (>= s691_1 0) (< s691_1 5)) (and (>= s691_byte 0) (< s691_byte 4)) (= observed (+ ?x1652 s691_byte)))))
(assert
 (let (($x1683 (= (mod (mod (- (div (- byte 0) 4) 20) 5) 1) 0)))
(let (($x971 (< (div (mod (- (div (- byte 0) 4) 20) 5) 1) 5)))
(let (($x139 (and (>= (- (div (- byte 0) 4) 20) 0) (< (div (- (div (- byte 0) 4) 20) 5) 4) $x971 $x1683)))
(or (or false) (not $x139))))))
(check-sat)
