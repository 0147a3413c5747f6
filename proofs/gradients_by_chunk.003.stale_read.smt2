; program gradients_by_chunk, mm_1.out: stale read (end of graph reads arg1_1 vs mm_1 out=slice_scatter (the bytes slice_scatter_1 stores))
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r502_byte () Int)
(declare-fun r502_1 () Int)
(declare-fun r502_0 () Int)
(declare-fun byte () Int)
(declare-fun w503_byte () Int)
(declare-fun w503_1 () Int)
(declare-fun w503_0 () Int)
(assert
 (let ((?x82 (+ 0 (* 4 (+ 0 (+ (* r502_0 5) (* r502_1 1)))))))
 (and (and (>= r502_0 0) (< r502_0 8)) (and (>= r502_1 0) (< r502_1 5)) (and (>= r502_byte 0) (< r502_byte 4)) (= byte (+ ?x82 r502_byte)))))
(assert
 (let ((?x427 (+ 0 (* 4 (+ 20 (+ (* w503_0 5) (* w503_1 1)))))))
 (and (and (>= w503_0 0) (< w503_0 4)) (and (>= w503_1 0) (< w503_1 5)) (and (>= w503_byte 0) (< w503_byte 4)) (= byte (+ ?x427 w503_byte)))))
(assert
 (let (($x2075 (= (mod (mod (- (div (- byte 0) 4) 0) 5) 1) 0)))
(let (($x285 (< (div (mod (- (div (- byte 0) 4) 0) 5) 1) 5)))
(let (($x2169 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 5) 8) $x285 $x2075)))
(or (or false) (not $x2169))))))
(check-sat)
