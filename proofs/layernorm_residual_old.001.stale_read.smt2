; program layernorm_residual_old, add.self: stale read (copy_ reads getitem vs add self=getitem)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r575_byte () Int)
(declare-fun r575_1 () Int)
(declare-fun r575_0 () Int)
(declare-fun byte () Int)
(declare-fun w576_byte () Int)
(declare-fun w576_1 () Int)
(declare-fun w576_0 () Int)
(assert
 (let ((?x471 (+ 0 (* 4 (+ 0 (+ (* r575_0 16) (* r575_1 1)))))))
 (and (and (>= r575_0 0) (< r575_0 8)) (and (>= r575_1 0) (< r575_1 16)) (and (>= r575_byte 0) (< r575_byte 4)) (= byte (+ ?x471 r575_byte)))))
(assert
 (let ((?x257 (+ 0 (* 4 (+ 0 (+ (* w576_0 16) (* w576_1 1)))))))
(and (and (>= w576_0 0) (< w576_0 8)) (and (>= w576_1 0) (< w576_1 16)) (and (>= w576_byte 0) (< w576_byte 4)) (= byte (+ ?x257 w576_byte)))))
(check-sat)
