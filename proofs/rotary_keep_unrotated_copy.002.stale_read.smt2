; program rotary_keep_unrotated_copy, sub.self: stale read (copy_ reads getitem vs sub self=getitem)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r373_byte () Int)
(declare-fun r373_1 () Int)
(declare-fun r373_0 () Int)
(declare-fun byte () Int)
(declare-fun w374_byte () Int)
(declare-fun w374_1 () Int)
(declare-fun w374_0 () Int)
(assert
 (let ((?x327 (+ 0 (* 4 (+ 0 (+ (* r373_0 8) (* r373_1 1)))))))
 (and (and (>= r373_0 0) (< r373_0 8)) (and (>= r373_1 0) (< r373_1 8)) (and (>= r373_byte 0) (< r373_byte 4)) (= byte (+ ?x327 r373_byte)))))
(assert
 (let ((?x166 (+ 0 (* 4 (+ 0 (+ (* w374_0 8) (* w374_1 1)))))))
(and (and (>= w374_0 0) (< w374_0 8)) (and (>= w374_1 0) (< w374_1 8)) (and (>= w374_byte 0) (< w374_byte 4)) (= byte (+ ?x166 w374_byte)))))
(check-sat)
