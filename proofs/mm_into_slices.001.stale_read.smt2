; program mm_into_slices, mm.out: stale read (end of graph reads arg1_1 vs mm out=arg1_1 (the bytes slice_scatter stores))
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r677_byte () Int)
(declare-fun r677_1 () Int)
(declare-fun r677_0 () Int)
(declare-fun byte () Int)
(declare-fun w678_byte () Int)
(declare-fun w678_1 () Int)
(declare-fun w678_0 () Int)
(assert
 (let ((?x1309 (+ 0 (* 4 (+ 0 (+ (* r677_0 7) (* r677_1 1)))))))
 (and (and (>= r677_0 0) (< r677_0 8)) (and (>= r677_1 0) (< r677_1 7)) (and (>= r677_byte 0) (< r677_byte 4)) (= byte (+ ?x1309 r677_byte)))))
(assert
 (let ((?x319 (+ 0 (* 4 (+ 0 (+ (* w678_0 7) (* w678_1 1)))))))
 (and (and (>= w678_0 0) (< w678_0 4)) (and (>= w678_1 0) (< w678_1 7)) (and (>= w678_byte 0) (< w678_byte 4)) (= byte (+ ?x319 w678_byte)))))
(assert
 (let (($x222 (= (mod (mod (- (div (- byte 0) 4) 0) 7) 1) 0)))
(let (($x1300 (< (div (mod (- (div (- byte 0) 4) 0) 7) 1) 7)))
(let (($x856 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 7) 8) $x1300 $x222)))
(or (or false) (not $x856))))))
(check-sat)
