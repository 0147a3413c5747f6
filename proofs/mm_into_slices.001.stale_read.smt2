; program mm_into_slices, mm.out: stale read (end of graph reads arg1_1 vs mm out=arg1_1 (the bytes slice_scatter stores))
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r490_byte () Int)
(declare-fun r490_1 () Int)
(declare-fun r490_0 () Int)
(declare-fun byte () Int)
(declare-fun w491_byte () Int)
(declare-fun w491_1 () Int)
(declare-fun w491_0 () Int)
(assert
 (let ((?x623 (+ 0 (* 4 (+ 0 (+ (* r490_0 7) (* r490_1 1)))))))
 (and (and (>= r490_0 0) (< r490_0 8)) (and (>= r490_1 0) (< r490_1 7)) (and (>= r490_byte 0) (< r490_byte 4)) (= byte (+ ?x623 r490_byte)))))
(assert
 (let ((?x2042 (+ 0 (* 4 (+ 0 (+ (* w491_0 7) (* w491_1 1)))))))
 (and (and (>= w491_0 0) (< w491_0 4)) (and (>= w491_1 0) (< w491_1 7)) (and (>= w491_byte 0) (< w491_byte 4)) (= byte (+ ?x2042 w491_byte)))))
(assert
 (let (($x141 (= (mod (mod (- (div (- byte 0) 4) 0) 7) 1) 0)))
(let (($x2680 (< (div (mod (- (div (- byte 0) 4) 0) 7) 1) 7)))
(let (($x200 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 7) 8) $x2680 $x141)))
(or (or false) (not $x200))))))
(check-sat)
