; program mm_into_slices, mm.out: stale read (slice_scatter reads arg1_1 vs mm out=arg1_1 (the bytes slice_scatter stores), carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r674_byte () Int)
(declare-fun r674_1 () Int)
(declare-fun r674_0 () Int)
(declare-fun byte () Int)
(declare-fun w675_byte () Int)
(declare-fun w675_1 () Int)
(declare-fun w675_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s676_byte () Int)
(declare-fun s676_1 () Int)
(declare-fun s676_0 () Int)
(assert
 (let ((?x358 (+ 0 (* 4 (+ 0 (+ (* r674_0 7) (* r674_1 1)))))))
 (and (and (>= r674_0 0) (< r674_0 8)) (and (>= r674_1 0) (< r674_1 7)) (and (>= r674_byte 0) (< r674_byte 4)) (= byte (+ ?x358 r674_byte)))))
(assert
 (let ((?x756 (+ 0 (* 4 (+ 0 (+ (* w675_0 7) (* w675_1 1)))))))
 (and (and (>= w675_0 0) (< w675_0 4)) (and (>= w675_1 0) (< w675_1 7)) (and (>= w675_byte 0) (< w675_byte 4)) (= byte (+ ?x756 w675_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x358 (+ 0 (* 4 (+ 0 (+ (* r674_0 7) (* r674_1 1)))))))
 (= observed (+ ?x358 held_byte))))
(assert
 (let ((?x108 (+ 0 (* 4 (+ 0 (+ (* s676_0 7) (* s676_1 1)))))))
 (and (and (>= s676_0 0) (< s676_0 8)) (and (>= s676_1 0) (< s676_1 7)) (and (>= s676_byte 0) (< s676_byte 4)) (= observed (+ ?x108 s676_byte)))))
(assert
 (let (($x222 (= (mod (mod (- (div (- byte 0) 4) 0) 7) 1) 0)))
 (let (($x1300 (< (div (mod (- (div (- byte 0) 4) 0) 7) 1) 7)))
 (let (($x1210 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 7) 4) $x1300 $x222)))
 (let (($x155 (or false)))
 (or $x155 (not $x1210)))))))
(assert
 (let (($x189 (= (mod (mod (- (div (- observed 0) 4) 28) 7) 1) 0)))
(let (($x629 (< (div (mod (- (div (- observed 0) 4) 28) 7) 1) 7)))
(let (($x415 (and (>= (- (div (- observed 0) 4) 28) 0) (< (div (- (div (- observed 0) 4) 28) 7) 4) $x629 $x189)))
(let (($x155 (or false)))
(or $x155 (not $x415)))))))
(check-sat)
