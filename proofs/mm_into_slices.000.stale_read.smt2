; program mm_into_slices, mm.out: stale read (slice_scatter reads arg1_1 vs mm out=arg1_1 (the bytes slice_scatter stores))
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r488_byte () Int)
(declare-fun r488_1 () Int)
(declare-fun r488_0 () Int)
(declare-fun byte () Int)
(declare-fun w489_byte () Int)
(declare-fun w489_1 () Int)
(declare-fun w489_0 () Int)
(assert
 (let ((?x479 (+ 0 (* 4 (+ 0 (+ (* r488_0 7) (* r488_1 1)))))))
 (and (and (>= r488_0 0) (< r488_0 8)) (and (>= r488_1 0) (< r488_1 7)) (and (>= r488_byte 0) (< r488_byte 4)) (= byte (+ ?x479 r488_byte)))))
(assert
 (let ((?x2039 (+ 0 (* 4 (+ 0 (+ (* w489_0 7) (* w489_1 1)))))))
 (and (and (>= w489_0 0) (< w489_0 4)) (and (>= w489_1 0) (< w489_1 7)) (and (>= w489_byte 0) (< w489_byte 4)) (= byte (+ ?x2039 w489_byte)))))
(assert
 (let (($x141 (= (mod (mod (- (div (- byte 0) 4) 0) 7) 1) 0)))
(let (($x2680 (< (div (mod (- (div (- byte 0) 4) 0) 7) 1) 7)))
(let (($x1089 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 7) 4) $x2680 $x141)))
(or (or false) (not $x1089))))))
(check-sat)
