; program addmm_old_value_read, mul.self: stale read (copy_ reads addmm vs mul self=addmm)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r701_byte () Int)
(declare-fun r701_1 () Int)
(declare-fun r701_0 () Int)
(declare-fun byte () Int)
(declare-fun w702_byte () Int)
(declare-fun w702_1 () Int)
(declare-fun w702_0 () Int)
(assert
 (let ((?x813 (+ 0 (* 4 (+ 0 (+ (* r701_0 5) (* r701_1 1)))))))
 (and (and (>= r701_0 0) (< r701_0 3)) (and (>= r701_1 0) (< r701_1 5)) (and (>= r701_byte 0) (< r701_byte 4)) (= byte (+ ?x813 r701_byte)))))
(assert
 (let ((?x680 (+ 0 (* 4 (+ 0 (+ (* w702_0 5) (* w702_1 1)))))))
(and (and (>= w702_0 0) (< w702_0 3)) (and (>= w702_1 0) (< w702_1 5)) (and (>= w702_byte 0) (< w702_byte 4)) (= byte (+ ?x680 w702_byte)))))
(check-sat)
