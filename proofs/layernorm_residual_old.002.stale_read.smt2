; program layernorm_residual_old, add.self: stale read (copy_ reads getitem vs add self=getitem)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r579_byte () Int)
(declare-fun r579_1 () Int)
(declare-fun r579_0 () Int)
(declare-fun byte () Int)
(declare-fun w580_byte () Int)
(declare-fun w580_1 () Int)
(declare-fun w580_0 () Int)
(assert
 (let ((?x495 (+ 0 (* 4 (+ 0 (+ (* r579_0 16) (* r579_1 1)))))))
 (and (and (>= r579_0 0) (< r579_0 8)) (and (>= r579_1 0) (< r579_1 16)) (and (>= r579_byte 0) (< r579_byte 4)) (= byte (+ ?x495 r579_byte)))))
(assert
 (let ((?x431 (+ 0 (* 4 (+ 0 (+ (* w580_0 16) (* w580_1 1)))))))
(and (and (>= w580_0 0) (< w580_0 8)) (and (>= w580_1 0) (< w580_1 16)) (and (>= w580_byte 0) (< w580_byte 4)) (= byte (+ ?x431 w580_byte)))))
(check-sat)
