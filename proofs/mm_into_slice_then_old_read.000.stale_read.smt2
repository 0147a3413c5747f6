; program mm_into_slice_then_old_read, mul.self: stale read (slice_scatter reads arg0_1 vs mul self=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r713_byte () Int)
(declare-fun r713_1 () Int)
(declare-fun r713_0 () Int)
(declare-fun byte () Int)
(declare-fun w714_byte () Int)
(declare-fun w714_1 () Int)
(declare-fun w714_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s715_byte () Int)
(declare-fun s715_1 () Int)
(declare-fun s715_0 () Int)
(assert
 (let ((?x1812 (+ 0 (* 4 (+ 0 (+ (* r713_0 7) (* r713_1 1)))))))
 (and (and (>= r713_0 0) (< r713_0 8)) (and (>= r713_1 0) (< r713_1 7)) (and (>= r713_byte 0) (< r713_byte 4)) (= byte (+ ?x1812 r713_byte)))))
(assert
 (let ((?x50006 (+ 0 (* 4 (+ 0 (+ (* w714_0 7) (* w714_1 1)))))))
 (and (and (>= w714_0 0) (< w714_0 4)) (and (>= w714_1 0) (< w714_1 7)) (and (>= w714_byte 0) (< w714_byte 4)) (= byte (+ ?x50006 w714_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x1812 (+ 0 (* 4 (+ 0 (+ (* r713_0 7) (* r713_1 1)))))))
 (= observed (+ ?x1812 held_byte))))
(assert
 (let ((?x3650 (+ 0 (* 4 (+ 0 (+ (* s715_0 7) (* s715_1 1)))))))
 (and (and (>= s715_0 0) (< s715_0 8)) (and (>= s715_1 0) (< s715_1 7)) (and (>= s715_byte 0) (< s715_byte 4)) (= observed (+ ?x3650 s715_byte)))))
(assert
 (let (($x31865 (= (mod (mod (- (div (- byte 0) 4) 0) 7) 1) 0)))
(let (($x527 (< (div (mod (- (div (- byte 0) 4) 0) 7) 1) 7)))
(let (($x35352 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 7) 4) $x527 $x31865)))
(or (or false) (not $x35352))))))
(check-sat)
