; program symbolic_overlap_by_one, slice_scatter.base: stale read (end of graph reads arg1_1 vs slice_scatter src=getitem into arg1_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r149_byte () Int)
(declare-fun r149_0 () Int)
(declare-fun byte () Int)
(declare-fun s83 () Int)
(declare-fun w150_byte () Int)
(declare-fun w150_0 () Int)
(assert
 (let (($x65 (= byte (+ (+ 0 (* 4 (+ 0 (* r149_0 1)))) r149_byte))))
 (and (and (>= r149_0 0) (< r149_0 s83)) (and (>= r149_byte 0) (< r149_byte 4)) $x65)))
(assert
 (let ((?x264 (+ (+ 0 (* 4 (+ (div s83 2) (* w150_0 1)))) w150_byte)))
 (and (and (>= w150_0 0) (< w150_0 (+ 1 (div s83 2)))) (and (>= w150_byte 0) (< w150_byte 4)) (= byte ?x264))))
(assert
 (or (> 0 (div (- byte 0) 4)) (>= (div (- byte 0) 4) (+ 0 s83))))
(assert
 (>= s83 2))
(assert
 (let ((?x185 (div s83 2)))
 (let ((?x84 (+ 1 ?x185)))
 (<= ?x84 s83))))
(assert
 (let ((?x185 (div s83 2)))
 (<= ?x185 s83)))
(assert
 (let ((?x185 (div s83 2)))
(let ((?x368 (* 2 ?x185)))
(let ((?x246 (+ 1 ?x368)))
(<= ?x246 s83)))))
(check-sat)
