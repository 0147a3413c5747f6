; program kv_shift_window, slice_scatter.base: stale read (end of graph reads arg0_1 vs slice_scatter src=getitem into arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r420_byte () Int)
(declare-fun r420_1 () Int)
(declare-fun r420_0 () Int)
(declare-fun byte () Int)
(declare-fun w421_byte () Int)
(declare-fun w421_1 () Int)
(declare-fun w421_0 () Int)
(assert
 (let ((?x360 (+ 0 (* 4 (+ 0 (+ (* r420_0 8) (* r420_1 1)))))))
 (and (and (>= r420_0 0) (< r420_0 16)) (and (>= r420_1 0) (< r420_1 8)) (and (>= r420_byte 0) (< r420_byte 4)) (= byte (+ ?x360 r420_byte)))))
(assert
 (let ((?x321 (+ 0 (* 4 (+ 0 (+ (* w421_0 8) (* w421_1 1)))))))
 (and (and (>= w421_0 0) (< w421_0 15)) (and (>= w421_1 0) (< w421_1 8)) (and (>= w421_byte 0) (< w421_byte 4)) (= byte (+ ?x321 w421_byte)))))
(assert
 (let (($x113 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x561 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x43 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 16) $x561 $x113)))
(or (or false) (not $x43))))))
(check-sat)
