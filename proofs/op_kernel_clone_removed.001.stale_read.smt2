; program op_kernel_clone_removed, mul.self: stale read (copy_ reads getitem_1 vs mul self=getitem_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r177_byte () Int)
(declare-fun r177_0 () Int)
(declare-fun byte () Int)
(declare-fun w178_byte () Int)
(declare-fun w178_0 () Int)
(assert
 (let (($x92 (= byte (+ (+ 0 (* 4 (+ 0 (* r177_0 1)))) r177_byte))))
 (and (and (>= r177_0 0) (< r177_0 16)) (and (>= r177_byte 0) (< r177_byte 4)) $x92)))
(assert
 (let (($x117 (= byte (+ (+ 0 (* 4 (+ 0 (* w178_0 1)))) w178_byte))))
(and (and (>= w178_0 0) (< w178_0 16)) (and (>= w178_byte 0) (< w178_byte 4)) $x117)))
(check-sat)
