; program op_sine_clone_removed, mul.self: stale read (copy_ reads getitem_1 vs mul self=getitem_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r173_byte () Int)
(declare-fun r173_0 () Int)
(declare-fun byte () Int)
(declare-fun w174_byte () Int)
(declare-fun w174_0 () Int)
(assert
 (let (($x329 (= byte (+ (+ 0 (* 4 (+ 0 (* r173_0 1)))) r173_byte))))
 (and (and (>= r173_0 0) (< r173_0 16)) (and (>= r173_byte 0) (< r173_byte 4)) $x329)))
(assert
 (let (($x529 (= byte (+ (+ 0 (* 4 (+ 0 (* w174_0 1)))) w174_byte))))
(and (and (>= w174_0 0) (< w174_0 16)) (and (>= w174_byte 0) (< w174_byte 4)) $x529)))
(check-sat)
