; program gradients_by_chunk, mm_1.out: stale read (end of graph reads arg1_1 vs mm_1 out=slice_scatter (the bytes slice_scatter_1 stores))
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r692_byte () Int)
(declare-fun r692_1 () Int)
(declare-fun r692_0 () Int)
(declare-fun byte () Int)
(declare-fun w693_byte () Int)
(declare-fun w693_1 () Int)
(declare-fun w693_0 () Int)
(assert
 (let ((?x163 (+ 0 (* 4 (+ 0 (+ (* r692_0 5) (* r692_1 1)))))))
 (and (and (>= r692_0 0) (< r692_0 8)) (and (>= r692_1 0) (< r692_1 5)) (and (>= r692_byte 0) (< r692_byte 4)) (= byte (+ ?x163 r692_byte)))))
(assert
 (let ((?x53 (+ 0 (* 4 (+ 20 (+ (* w693_0 5) (* w693_1 1)))))))
 (and (and (>= w693_0 0) (< w693_0 4)) (and (>= w693_1 0) (< w693_1 5)) (and (>= w693_byte 0) (< w693_byte 4)) (= byte (+ ?x53 w693_byte)))))
(assert
 (let (($x1402 (= (mod (mod (- (div (- byte 0) 4) 0) 5) 1) 0)))
(let (($x1302 (< (div (mod (- (div (- byte 0) 4) 0) 5) 1) 5)))
(let (($x1384 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 5) 8) $x1302 $x1402)))
(or (or false) (not $x1384))))))
(check-sat)
