; program symbolic_rows, add_5.self: stale read (copy_ reads slice_scatter vs add_5 self=select_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r124_byte () Int)
(declare-fun r124_1 () Int)
(declare-fun s27 () Int)
(declare-fun r124_0 () Int)
(declare-fun byte () Int)
(declare-fun s77 () Int)
(declare-fun w125_byte () Int)
(declare-fun w125_0 () Int)
(assert
 (let ((?x689 (+ 0 (* 4 (+ 0 (+ (* r124_0 s27) (* r124_1 1)))))))
 (and (and (>= r124_0 0) (< r124_0 s77)) (and (>= r124_1 0) (< r124_1 s27)) (and (>= r124_byte 0) (< r124_byte 4)) (= byte (+ ?x689 r124_byte)))))
(assert
 (let (($x2101 (= byte (+ (+ 0 (* 4 (+ 0 (* w125_0 1)))) w125_byte))))
 (and (and (>= w125_0 0) (< w125_0 s27)) (and (>= w125_byte 0) (< w125_byte 4)) $x2101)))
(assert
 (>= s77 2))
(assert
 (>= s27 2))
(assert
 (let ((?x195 (+ (- 1) s77)))
(and (distinct 1 ?x195) true)))
(check-sat)
