; program symbolic_overlap_by_one, slice_scatter.base: stale read (end of graph reads arg1_1 vs slice_scatter src=getitem into arg1_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r147_byte () Int)
(declare-fun r147_0 () Int)
(declare-fun byte () Int)
(declare-fun s83 () Int)
(declare-fun w148_byte () Int)
(declare-fun w148_0 () Int)
(assert
 (let (($x21 (= byte (+ (+ 0 (* 4 (+ 0 (* r147_0 1)))) r147_byte))))
 (and (and (>= r147_0 0) (< r147_0 s83)) (and (>= r147_byte 0) (< r147_byte 4)) $x21)))
(assert
 (let ((?x240 (+ (+ 0 (* 4 (+ (div s83 2) (* w148_0 1)))) w148_byte)))
 (and (and (>= w148_0 0) (< w148_0 (+ 1 (div s83 2)))) (and (>= w148_byte 0) (< w148_byte 4)) (= byte ?x240))))
(assert
 (or (> 0 (div (- byte 0) 4)) (>= (div (- byte 0) 4) (+ 0 s83))))
(assert
 (>= s83 2))
(assert
 (let ((?x232 (div s83 2)))
 (let ((?x72 (+ 1 ?x232)))
 (<= ?x72 s83))))
(assert
 (let ((?x232 (div s83 2)))
 (<= ?x232 s83)))
(assert
 (let ((?x232 (div s83 2)))
(let ((?x285 (* 2 ?x232)))
(let ((?x82 (+ 1 ?x285)))
(<= ?x82 s83)))))
(check-sat)
