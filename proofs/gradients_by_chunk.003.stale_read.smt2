; program gradients_by_chunk, mm_1.out: stale read (end of graph reads arg1_1 vs mm_1 out=slice_scatter (the bytes slice_scatter_1 stores))
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r694_byte () Int)
(declare-fun r694_1 () Int)
(declare-fun r694_0 () Int)
(declare-fun byte () Int)
(declare-fun w695_byte () Int)
(declare-fun w695_1 () Int)
(declare-fun w695_0 () Int)
(assert
 (let ((?x3813 (+ 0 (* 4 (+ 0 (+ (* r694_0 5) (* r694_1 1)))))))
 (and (and (>= r694_0 0) (< r694_0 8)) (and (>= r694_1 0) (< r694_1 5)) (and (>= r694_byte 0) (< r694_byte 4)) (= byte (+ ?x3813 r694_byte)))))
(assert
 (let ((?x1236 (+ 0 (* 4 (+ 20 (+ (* w695_0 5) (* w695_1 1)))))))
 (and (and (>= w695_0 0) (< w695_0 4)) (and (>= w695_1 0) (< w695_1 5)) (and (>= w695_byte 0) (< w695_byte 4)) (= byte (+ ?x1236 w695_byte)))))
(assert
 (let (($x1736 (= (mod (mod (- (div (- byte 0) 4) 0) 5) 1) 0)))
(let (($x3607 (< (div (mod (- (div (- byte 0) 4) 0) 5) 1) 5)))
(let (($x42900 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 5) 8) $x3607 $x1736)))
(or (or false) (not $x42900))))))
(check-sat)
