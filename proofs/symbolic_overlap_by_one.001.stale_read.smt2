; program symbolic_overlap_by_one, slice_scatter.base: stale read (end of graph reads arg1_1 vs slice_scatter src=getitem into arg1_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r90_byte () Int)
(declare-fun r90_0 () Int)
(declare-fun byte () Int)
(declare-fun s83 () Int)
(declare-fun w91_byte () Int)
(declare-fun w91_0 () Int)
(assert
 (let (($x118 (= byte (+ (+ 0 (* 4 (+ 0 (* r90_0 1)))) r90_byte))))
 (and (and (>= r90_0 0) (< r90_0 s83)) (and (>= r90_byte 0) (< r90_byte 4)) $x118)))
(assert
 (let ((?x90 (+ (+ 0 (* 4 (+ (div s83 2) (* w91_0 1)))) w91_byte)))
 (and (and (>= w91_0 0) (< w91_0 (+ 1 (div s83 2)))) (and (>= w91_byte 0) (< w91_byte 4)) (= byte ?x90))))
(assert
 (let (($x237 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) s83) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
 (or (or (<= s83 0) false) (not $x237))))
(assert
 (>= s83 2))
(assert
 (let ((?x182 (div s83 2)))
 (let ((?x227 (+ 1 ?x182)))
 (<= ?x227 s83))))
(assert
 (let ((?x182 (div s83 2)))
 (<= ?x182 s83)))
(assert
 (let ((?x182 (div s83 2)))
(let ((?x164 (* 2 ?x182)))
(let ((?x53 (+ 1 ?x164)))
(<= ?x53 s83)))))
(check-sat)
