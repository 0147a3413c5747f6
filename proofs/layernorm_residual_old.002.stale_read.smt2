; program layernorm_residual_old, add.self: stale read (copy_ reads getitem vs add self=getitem)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r469_byte () Int)
(declare-fun r469_1 () Int)
(declare-fun r469_0 () Int)
(declare-fun byte () Int)
(declare-fun w470_byte () Int)
(declare-fun w470_1 () Int)
(declare-fun w470_0 () Int)
(assert
 (let ((?x59 (+ 0 (* 4 (+ 0 (+ (* r469_0 16) (* r469_1 1)))))))
 (and (and (>= r469_0 0) (< r469_0 8)) (and (>= r469_1 0) (< r469_1 16)) (and (>= r469_byte 0) (< r469_byte 4)) (= byte (+ ?x59 r469_byte)))))
(assert
 (let ((?x55 (+ 0 (* 4 (+ 0 (+ (* w470_0 16) (* w470_1 1)))))))
(and (and (>= w470_0 0) (< w470_0 8)) (and (>= w470_1 0) (< w470_1 16)) (and (>= w470_byte 0) (< w470_byte 4)) (= byte (+ ?x55 w470_byte)))))
(check-sat)
