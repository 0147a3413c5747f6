; program symbolic_rows, add_5.self: stale read (copy_ reads slice_scatter vs add_5 self=select_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r157_byte () Int)
(declare-fun r157_1 () Int)
(declare-fun s27 () Int)
(declare-fun r157_0 () Int)
(declare-fun byte () Int)
(declare-fun s77 () Int)
(declare-fun w158_byte () Int)
(declare-fun w158_0 () Int)
(assert
 (let ((?x783 (+ 0 (* 4 (+ 0 (+ (* r157_0 s27) (* r157_1 1)))))))
 (and (and (>= r157_0 0) (< r157_0 s77)) (and (>= r157_1 0) (< r157_1 s27)) (and (>= r157_byte 0) (< r157_byte 4)) (= byte (+ ?x783 r157_byte)))))
(assert
 (let (($x328 (= byte (+ (+ 0 (* 4 (+ 0 (* w158_0 1)))) w158_byte))))
 (and (and (>= w158_0 0) (< w158_0 s27)) (and (>= w158_byte 0) (< w158_byte 4)) $x328)))
(assert
 (>= s77 2))
(assert
 (>= s27 2))
(assert
 (let ((?x45 (+ (- 1) s77)))
(and (distinct 1 ?x45) true)))
(check-sat)
