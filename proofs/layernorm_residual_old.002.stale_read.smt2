; program layernorm_residual_old, add.self: stale read (copy_ reads getitem vs add self=getitem)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r527_byte () Int)
(declare-fun r527_1 () Int)
(declare-fun r527_0 () Int)
(declare-fun byte () Int)
(declare-fun w528_byte () Int)
(declare-fun w528_1 () Int)
(declare-fun w528_0 () Int)
(assert
 (let ((?x375 (+ 0 (* 4 (+ 0 (+ (* r527_0 16) (* r527_1 1)))))))
 (and (and (>= r527_0 0) (< r527_0 8)) (and (>= r527_1 0) (< r527_1 16)) (and (>= r527_byte 0) (< r527_byte 4)) (= byte (+ ?x375 r527_byte)))))
(assert
 (let ((?x338 (+ 0 (* 4 (+ 0 (+ (* w528_0 16) (* w528_1 1)))))))
(and (and (>= w528_0 0) (< w528_0 8)) (and (>= w528_1 0) (< w528_1 16)) (and (>= w528_byte 0) (< w528_byte 4)) (= byte (+ ?x338 w528_byte)))))
(check-sat)
