; program op_sine_clone_removed, mul.self: stale read (copy_ reads getitem_1 vs mul self=getitem_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r171_byte () Int)
(declare-fun r171_0 () Int)
(declare-fun byte () Int)
(declare-fun w172_byte () Int)
(declare-fun w172_0 () Int)
(assert
 (let (($x311 (= byte (+ (+ 0 (* 4 (+ 0 (* r171_0 1)))) r171_byte))))
 (and (and (>= r171_0 0) (< r171_0 16)) (and (>= r171_byte 0) (< r171_byte 4)) $x311)))
(assert
 (let (($x1072 (= byte (+ (+ 0 (* 4 (+ 0 (* w172_0 1)))) w172_byte))))
(and (and (>= w172_0 0) (< w172_0 16)) (and (>= w172_byte 0) (< w172_byte 4)) $x1072)))
(check-sat)
