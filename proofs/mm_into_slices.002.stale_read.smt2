; program mm_into_slices, mm_1.out: stale read (slice_scatter_1 reads slice_scatter vs mm_1 out=slice_scatter (the bytes slice_scatter_1 stores), carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r679_byte () Int)
(declare-fun r679_1 () Int)
(declare-fun r679_0 () Int)
(declare-fun byte () Int)
(declare-fun w680_byte () Int)
(declare-fun w680_1 () Int)
(declare-fun w680_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s681_byte () Int)
(declare-fun s681_1 () Int)
(declare-fun s681_0 () Int)
(assert
 (let ((?x374 (+ 0 (* 4 (+ 0 (+ (* r679_0 7) (* r679_1 1)))))))
 (and (and (>= r679_0 0) (< r679_0 8)) (and (>= r679_1 0) (< r679_1 7)) (and (>= r679_byte 0) (< r679_byte 4)) (= byte (+ ?x374 r679_byte)))))
(assert
 (let ((?x1052 (+ 0 (* 4 (+ 28 (+ (* w680_0 7) (* w680_1 1)))))))
 (and (and (>= w680_0 0) (< w680_0 4)) (and (>= w680_1 0) (< w680_1 7)) (and (>= w680_byte 0) (< w680_byte 4)) (= byte (+ ?x1052 w680_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x374 (+ 0 (* 4 (+ 0 (+ (* r679_0 7) (* r679_1 1)))))))
 (= observed (+ ?x374 held_byte))))
(assert
 (let ((?x129 (+ 0 (* 4 (+ 0 (+ (* s681_0 7) (* s681_1 1)))))))
 (and (and (>= s681_0 0) (< s681_0 8)) (and (>= s681_1 0) (< s681_1 7)) (and (>= s681_byte 0) (< s681_byte 4)) (= observed (+ ?x129 s681_byte)))))
(assert
 (let (($x1017 (= (mod (mod (- (div (- byte 0) 4) 28) 7) 1) 0)))
(let (($x367 (< (div (mod (- (div (- byte 0) 4) 28) 7) 1) 7)))
(let (($x621 (and (>= (- (div (- byte 0) 4) 28) 0) (< (div (- (div (- byte 0) 4) 28) 7) 4) $x367 $x1017)))
(or (or false) (not $x621))))))
(check-sat)
