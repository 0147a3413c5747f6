; program mm_into_slices, mm.out: stale read (end of graph reads arg1_1 vs mm out=arg1_1 (the bytes slice_scatter stores))
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
(assert
 (let ((?x1722 (+ 0 (* 4 (+ 0 (+ (* r679_0 7) (* r679_1 1)))))))
 (and (and (>= r679_0 0) (< r679_0 8)) (and (>= r679_1 0) (< r679_1 7)) (and (>= r679_byte 0) (< r679_byte 4)) (= byte (+ ?x1722 r679_byte)))))
(assert
 (let ((?x418 (+ 0 (* 4 (+ 0 (+ (* w680_0 7) (* w680_1 1)))))))
 (and (and (>= w680_0 0) (< w680_0 4)) (and (>= w680_1 0) (< w680_1 7)) (and (>= w680_byte 0) (< w680_byte 4)) (= byte (+ ?x418 w680_byte)))))
(assert
 (let (($x396 (= (mod (mod (- (div (- byte 0) 4) 0) 7) 1) 0)))
(let (($x1149 (< (div (mod (- (div (- byte 0) 4) 0) 7) 1) 7)))
(let (($x245 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 7) 8) $x1149 $x396)))
(or (or false) (not $x245))))))
(check-sat)
