; program gradients_by_chunk, mm.out: stale read (end of graph reads arg1_1 vs mm out=arg1_1 (the bytes slice_scatter stores))
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r687_byte () Int)
(declare-fun r687_1 () Int)
(declare-fun r687_0 () Int)
(declare-fun byte () Int)
(declare-fun w688_byte () Int)
(declare-fun w688_1 () Int)
(declare-fun w688_0 () Int)
(assert
 (let ((?x751 (+ 0 (* 4 (+ 0 (+ (* r687_0 5) (* r687_1 1)))))))
 (and (and (>= r687_0 0) (< r687_0 8)) (and (>= r687_1 0) (< r687_1 5)) (and (>= r687_byte 0) (< r687_byte 4)) (= byte (+ ?x751 r687_byte)))))
(assert
 (let ((?x349 (+ 0 (* 4 (+ 0 (+ (* w688_0 5) (* w688_1 1)))))))
 (and (and (>= w688_0 0) (< w688_0 4)) (and (>= w688_1 0) (< w688_1 5)) (and (>= w688_byte 0) (< w688_byte 4)) (= byte (+ ?x349 w688_byte)))))
(assert
 (let (($x1077 (= (mod (mod (- (div (- byte 0) 4) 0) 5) 1) 0)))
(let (($x1017 (< (div (mod (- (div (- byte 0) 4) 0) 5) 1) 5)))
(let (($x1679 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 5) 8) $x1017 $x1077)))
(or (or false) (not $x1679))))))
(check-sat)
