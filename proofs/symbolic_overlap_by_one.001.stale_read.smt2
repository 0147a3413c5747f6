; program symbolic_overlap_by_one, slice_scatter.base: stale read (end of graph reads arg1_1 vs slice_scatter src=getitem into arg1_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r118_byte () Int)
(declare-fun r118_0 () Int)
(declare-fun byte () Int)
(declare-fun s83 () Int)
(declare-fun w119_byte () Int)
(declare-fun w119_0 () Int)
(assert
 (let (($x88 (= byte (+ (+ 0 (* 4 (+ 0 (* r118_0 1)))) r118_byte))))
 (and (and (>= r118_0 0) (< r118_0 s83)) (and (>= r118_byte 0) (< r118_byte 4)) $x88)))
(assert
 (let ((?x172 (+ (+ 0 (* 4 (+ (div s83 2) (* w119_0 1)))) w119_byte)))
 (and (and (>= w119_0 0) (< w119_0 (+ 1 (div s83 2)))) (and (>= w119_byte 0) (< w119_byte 4)) (= byte ?x172))))
(assert
 (let (($x103 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) s83) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
 (or (or (<= s83 0) false) (not $x103))))
(assert
 (>= s83 2))
(assert
 (let ((?x276 (div s83 2)))
 (let ((?x145 (+ 1 ?x276)))
 (<= ?x145 s83))))
(assert
 (let ((?x276 (div s83 2)))
 (<= ?x276 s83)))
(assert
 (let ((?x276 (div s83 2)))
(let ((?x29 (* 2 ?x276)))
(let ((?x194 (+ 1 ?x29)))
(<= ?x194 s83)))))
(check-sat)
