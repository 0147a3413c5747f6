; program disjoint_rows, add.self: stale read (copy_ reads select_scatter vs add self=select_3)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r38_byte () Int)
(declare-fun r38_1 () Int)
(declare-fun r38_0 () Int)
(declare-fun byte () Int)
(declare-fun w39_byte () Int)
(declare-fun w39_0 () Int)
(assert
 (let ((?x68 (+ 0 (* 4 (+ 0 (+ (* r38_0 8) (* r38_1 1)))))))
 (and (and (>= r38_0 0) (< r38_0 4)) (and (>= r38_1 0) (< r38_1 8)) (and (>= r38_byte 0) (< r38_byte 4)) (= byte (+ ?x68 r38_byte)))))
(assert
 (let (($x161 (= byte (+ (+ 0 (* 4 (+ 0 (* w39_0 1)))) w39_byte))))
(and (and (>= w39_0 0) (< w39_0 8)) (and (>= w39_byte 0) (< w39_byte 4)) $x161)))
(check-sat)
