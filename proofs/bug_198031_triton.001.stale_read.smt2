; program bug_198031_triton, mul.self: stale read (copy_ reads getitem vs mul self=getitem)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r614_byte () Int)
(declare-fun r614_0 () Int)
(declare-fun byte () Int)
(declare-fun w615_byte () Int)
(declare-fun w615_0 () Int)
(assert
 (let (($x222 (= byte (+ (+ 0 (* 4 (+ 0 (* r614_0 1)))) r614_byte))))
 (and (and (>= r614_0 0) (< r614_0 16)) (and (>= r614_byte 0) (< r614_byte 4)) $x222)))
(assert
 (let (($x44287 (= byte (+ (+ 0 (* 4 (+ 0 (* w615_0 1)))) w615_byte))))
(and (and (>= w615_0 0) (< w615_0 16)) (and (>= w615_byte 0) (< w615_byte 4)) $x44287)))
(check-sat)
