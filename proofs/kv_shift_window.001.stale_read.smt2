; program kv_shift_window, slice_scatter.base: stale read (end of graph reads arg0_1 vs slice_scatter src=getitem into arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r222_byte () Int)
(declare-fun r222_1 () Int)
(declare-fun r222_0 () Int)
(declare-fun byte () Int)
(declare-fun w223_byte () Int)
(declare-fun w223_1 () Int)
(declare-fun w223_0 () Int)
(assert
 (let ((?x186 (+ 0 (* 4 (+ 0 (+ (* r222_0 8) (* r222_1 1)))))))
 (and (and (>= r222_0 0) (< r222_0 16)) (and (>= r222_1 0) (< r222_1 8)) (and (>= r222_byte 0) (< r222_byte 4)) (= byte (+ ?x186 r222_byte)))))
(assert
 (let ((?x304 (+ 0 (* 4 (+ 0 (+ (* w223_0 8) (* w223_1 1)))))))
 (and (and (>= w223_0 0) (< w223_0 15)) (and (>= w223_1 0) (< w223_1 8)) (and (>= w223_byte 0) (< w223_byte 4)) (= byte (+ ?x304 w223_byte)))))
(assert
 (let (($x169 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x60 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x122 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 16) $x60 $x169)))
(or (or false) (not $x122))))))
(check-sat)
