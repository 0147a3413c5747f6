; program op_sine_clone_removed, mul.self: stale read (copy_ reads getitem_1 vs mul self=getitem_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r138_byte () Int)
(declare-fun r138_0 () Int)
(declare-fun byte () Int)
(declare-fun w139_byte () Int)
(declare-fun w139_0 () Int)
(assert
 (let (($x199 (= byte (+ (+ 0 (* 4 (+ 0 (* r138_0 1)))) r138_byte))))
 (and (and (>= r138_0 0) (< r138_0 16)) (and (>= r138_byte 0) (< r138_byte 4)) $x199)))
(assert
 (let (($x501 (= byte (+ (+ 0 (* 4 (+ 0 (* w139_0 1)))) w139_byte))))
(and (and (>= w139_0 0) (< w139_0 16)) (and (>= w139_byte 0) (< w139_byte 4)) $x501)))
(check-sat)
