; program symbolic_rows, add_5.self: stale read (copy_ reads slice_scatter vs add_5 self=select_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r159_byte () Int)
(declare-fun r159_1 () Int)
(declare-fun s27 () Int)
(declare-fun r159_0 () Int)
(declare-fun byte () Int)
(declare-fun s77 () Int)
(declare-fun w160_byte () Int)
(declare-fun w160_0 () Int)
(assert
 (let ((?x1032 (+ 0 (* 4 (+ 0 (+ (* r159_0 s27) (* r159_1 1)))))))
 (and (and (>= r159_0 0) (< r159_0 s77)) (and (>= r159_1 0) (< r159_1 s27)) (and (>= r159_byte 0) (< r159_byte 4)) (= byte (+ ?x1032 r159_byte)))))
(assert
 (let (($x516 (= byte (+ (+ 0 (* 4 (+ 0 (* w160_0 1)))) w160_byte))))
 (and (and (>= w160_0 0) (< w160_0 s27)) (and (>= w160_byte 0) (< w160_byte 4)) $x516)))
(assert
 (>= s77 2))
(assert
 (>= s27 2))
(assert
 (let ((?x159 (+ (- 1) s77)))
(and (distinct 1 ?x159) true)))
(check-sat)
