; program symbolic_rows, add_5.self: stale read (copy_ reads slice_scatter vs add_5 self=select_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r170_byte () Int)
(declare-fun r170_1 () Int)
(declare-fun s27 () Int)
(declare-fun r170_0 () Int)
(declare-fun byte () Int)
(declare-fun s77 () Int)
(declare-fun w171_byte () Int)
(declare-fun w171_0 () Int)
(assert
 (let ((?x206 (+ 0 (* 4 (+ 0 (+ (* r170_0 s27) (* r170_1 1)))))))
 (and (and (>= r170_0 0) (< r170_0 s77)) (and (>= r170_1 0) (< r170_1 s27)) (and (>= r170_byte 0) (< r170_byte 4)) (= byte (+ ?x206 r170_byte)))))
(assert
 (let (($x427 (= byte (+ (+ 0 (* 4 (+ 0 (* w171_0 1)))) w171_byte))))
 (and (and (>= w171_0 0) (< w171_0 s27)) (and (>= w171_byte 0) (< w171_byte 4)) $x427)))
(assert
 (>= s77 2))
(assert
 (>= s27 2))
(assert
 (let ((?x179 (+ (- 1) s77)))
(and (distinct 1 ?x179) true)))
(check-sat)
