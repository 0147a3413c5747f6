; program symbolic_overlap_by_one, slice_scatter.base: stale read (end of graph reads arg1_1 vs slice_scatter src=getitem into arg1_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r92_byte () Int)
(declare-fun r92_0 () Int)
(declare-fun byte () Int)
(declare-fun s83 () Int)
(declare-fun w93_byte () Int)
(declare-fun w93_0 () Int)
(assert
 (let (($x64 (= byte (+ (+ 0 (* 4 (+ 0 (* r92_0 1)))) r92_byte))))
 (and (and (>= r92_0 0) (< r92_0 s83)) (and (>= r92_byte 0) (< r92_byte 4)) $x64)))
(assert
 (let ((?x67 (+ (+ 0 (* 4 (+ (div s83 2) (* w93_0 1)))) w93_byte)))
 (and (and (>= w93_0 0) (< w93_0 (+ 1 (div s83 2)))) (and (>= w93_byte 0) (< w93_byte 4)) (= byte ?x67))))
(assert
 (let (($x283 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) s83) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
 (or (or (<= s83 0) false) (not $x283))))
(assert
 (>= s83 2))
(assert
 (let ((?x51 (div s83 2)))
 (let ((?x149 (+ 1 ?x51)))
 (<= ?x149 s83))))
(assert
 (let ((?x51 (div s83 2)))
 (<= ?x51 s83)))
(assert
 (let ((?x51 (div s83 2)))
(let ((?x212 (* 2 ?x51)))
(let ((?x48 (+ 1 ?x212)))
(<= ?x48 s83)))))
(check-sat)
