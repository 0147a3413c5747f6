; program op_kernel_clone_removed, mul.self: stale read (copy_ reads getitem_1 vs mul self=getitem_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r179_byte () Int)
(declare-fun r179_0 () Int)
(declare-fun byte () Int)
(declare-fun w180_byte () Int)
(declare-fun w180_0 () Int)
(assert
 (let (($x342 (= byte (+ (+ 0 (* 4 (+ 0 (* r179_0 1)))) r179_byte))))
 (and (and (>= r179_0 0) (< r179_0 16)) (and (>= r179_byte 0) (< r179_byte 4)) $x342)))
(assert
 (let (($x352 (= byte (+ (+ 0 (* 4 (+ 0 (* w180_0 1)))) w180_byte))))
(and (and (>= w180_0 0) (< w180_0 16)) (and (>= w180_byte 0) (< w180_byte 4)) $x352)))
(check-sat)
