; program op_kernel_same_tensor_twice, mul.self: stale read (copy_ reads getitem_1 vs mul self=getitem_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r188_byte () Int)
(declare-fun r188_0 () Int)
(declare-fun byte () Int)
(declare-fun w189_byte () Int)
(declare-fun w189_0 () Int)
(assert
 (let (($x407 (= byte (+ (+ 0 (* 4 (+ 0 (* r188_0 1)))) r188_byte))))
 (and (and (>= r188_0 0) (< r188_0 16)) (and (>= r188_byte 0) (< r188_byte 4)) $x407)))
(assert
 (let (($x142 (= byte (+ (+ 0 (* 4 (+ 0 (* w189_0 1)))) w189_byte))))
(and (and (>= w189_0 0) (< w189_0 16)) (and (>= w189_byte 0) (< w189_byte 4)) $x142)))
(check-sat)
