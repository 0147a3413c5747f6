; program op_kernel_clone_removed, mul.self: stale read (copy_ reads getitem_1 vs mul self=getitem_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r190_byte () Int)
(declare-fun r190_0 () Int)
(declare-fun byte () Int)
(declare-fun w191_byte () Int)
(declare-fun w191_0 () Int)
(assert
 (let (($x152 (= byte (+ (+ 0 (* 4 (+ 0 (* r190_0 1)))) r190_byte))))
 (and (and (>= r190_0 0) (< r190_0 16)) (and (>= r190_byte 0) (< r190_byte 4)) $x152)))
(assert
 (let (($x229 (= byte (+ (+ 0 (* 4 (+ 0 (* w191_0 1)))) w191_byte))))
(and (and (>= w191_0 0) (< w191_0 16)) (and (>= w191_byte 0) (< w191_byte 4)) $x229)))
(check-sat)
