; program partial_overwrite, slice_scatter.base: stale read (end of graph reads arg0_1 vs slice_scatter src=arg1_1 into getitem)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r33_byte () Int)
(declare-fun r33_1 () Int)
(declare-fun r33_0 () Int)
(declare-fun byte () Int)
(declare-fun w34_byte () Int)
(declare-fun w34_1 () Int)
(declare-fun w34_0 () Int)
(assert
 (let ((?x172 (+ 0 (* 4 (+ 0 (+ (* r33_0 8) (* r33_1 1)))))))
 (and (and (>= r33_0 0) (< r33_0 4)) (and (>= r33_1 0) (< r33_1 8)) (and (>= r33_byte 0) (< r33_byte 4)) (= byte (+ ?x172 r33_byte)))))
(assert
 (let ((?x185 (+ 0 (* 4 (+ 0 (+ (* w34_0 8) (* w34_1 1)))))))
 (and (and (>= w34_0 0) (< w34_0 2)) (and (>= w34_1 0) (< w34_1 8)) (and (>= w34_byte 0) (< w34_byte 4)) (= byte (+ ?x185 w34_byte)))))
(assert
 (let (($x92 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x198 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x214 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 4) $x198 $x92)))
(or (or false) (not $x214))))))
(check-sat)
