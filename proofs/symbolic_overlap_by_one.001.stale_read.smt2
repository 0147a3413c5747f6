; program symbolic_overlap_by_one, slice_scatter.base: stale read (end of graph reads arg1_1 vs slice_scatter src=getitem into arg1_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r159_byte () Int)
(declare-fun r159_0 () Int)
(declare-fun byte () Int)
(declare-fun s83 () Int)
(declare-fun w160_byte () Int)
(declare-fun w160_0 () Int)
(assert
 (let (($x49 (= byte (+ (+ 0 (* 4 (+ 0 (* r159_0 1)))) r159_byte))))
 (and (and (>= r159_0 0) (< r159_0 s83)) (and (>= r159_byte 0) (< r159_byte 4)) $x49)))
(assert
 (let ((?x91 (+ (+ 0 (* 4 (+ (div s83 2) (* w160_0 1)))) w160_byte)))
 (and (and (>= w160_0 0) (< w160_0 (+ 1 (div s83 2)))) (and (>= w160_byte 0) (< w160_byte 4)) (= byte ?x91))))
(assert
 (or (> 0 (div (- byte 0) 4)) (>= (div (- byte 0) 4) (+ 0 s83))))
(assert
 (>= s83 2))
(assert
 (let ((?x255 (div s83 2)))
 (let ((?x443 (+ 1 ?x255)))
 (<= ?x443 s83))))
(assert
 (let ((?x255 (div s83 2)))
 (<= ?x255 s83)))
(assert
 (let ((?x255 (div s83 2)))
(let ((?x280 (* 2 ?x255)))
(let ((?x337 (+ 1 ?x280)))
(<= ?x337 s83)))))
(check-sat)
