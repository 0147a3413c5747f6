; program op_kernel_same_tensor_twice, mul.self: stale read (copy_ reads getitem_1 vs mul self=getitem_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r175_byte () Int)
(declare-fun r175_0 () Int)
(declare-fun byte () Int)
(declare-fun w176_byte () Int)
(declare-fun w176_0 () Int)
(assert
 (let (($x28 (= byte (+ (+ 0 (* 4 (+ 0 (* r175_0 1)))) r175_byte))))
 (and (and (>= r175_0 0) (< r175_0 16)) (and (>= r175_byte 0) (< r175_byte 4)) $x28)))
(assert
 (let (($x351 (= byte (+ (+ 0 (* 4 (+ 0 (* w176_0 1)))) w176_byte))))
(and (and (>= w176_0 0) (< w176_0 16)) (and (>= w176_byte 0) (< w176_byte 4)) $x351)))
(check-sat)
