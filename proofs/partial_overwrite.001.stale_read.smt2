; program partial_overwrite, slice_scatter.base: stale read (end of graph reads arg0_1 vs slice_scatter src=arg1_1 into getitem)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r32_byte () Int)
(declare-fun r32_1 () Int)
(declare-fun r32_0 () Int)
(declare-fun byte () Int)
(declare-fun w33_byte () Int)
(declare-fun w33_1 () Int)
(declare-fun w33_0 () Int)
(assert
 (let ((?x166 (+ 0 (* 4 (+ 0 (+ (* r32_0 8) (* r32_1 1)))))))
 (and (and (>= r32_0 0) (< r32_0 4)) (and (>= r32_1 0) (< r32_1 8)) (and (>= r32_byte 0) (< r32_byte 4)) (= byte (+ ?x166 r32_byte)))))
(assert
 (let ((?x85 (+ 0 (* 4 (+ 0 (+ (* w33_0 8) (* w33_1 1)))))))
 (and (and (>= w33_0 0) (< w33_0 2)) (and (>= w33_1 0) (< w33_1 8)) (and (>= w33_byte 0) (< w33_byte 4)) (= byte (+ ?x85 w33_byte)))))
(assert
 (let (($x142 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x122 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x167 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 4) $x122 $x142)))
(or (or false) (not $x167))))))
(check-sat)
