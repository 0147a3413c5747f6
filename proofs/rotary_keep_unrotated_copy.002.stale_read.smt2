; program rotary_keep_unrotated_copy, sub.self: stale read (copy_ reads getitem vs sub self=getitem)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r425_byte () Int)
(declare-fun r425_1 () Int)
(declare-fun r425_0 () Int)
(declare-fun byte () Int)
(declare-fun w426_byte () Int)
(declare-fun w426_1 () Int)
(declare-fun w426_0 () Int)
(assert
 (let ((?x597 (+ 0 (* 4 (+ 0 (+ (* r425_0 8) (* r425_1 1)))))))
 (and (and (>= r425_0 0) (< r425_0 8)) (and (>= r425_1 0) (< r425_1 8)) (and (>= r425_byte 0) (< r425_byte 4)) (= byte (+ ?x597 r425_byte)))))
(assert
 (let ((?x204 (+ 0 (* 4 (+ 0 (+ (* w426_0 8) (* w426_1 1)))))))
(and (and (>= w426_0 0) (< w426_0 8)) (and (>= w426_1 0) (< w426_1 8)) (and (>= w426_byte 0) (< w426_byte 4)) (= byte (+ ?x204 w426_byte)))))
(check-sat)
