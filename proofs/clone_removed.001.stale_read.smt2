; program clone_removed, mul.self: stale read (copy_ reads getitem vs mul self=getitem)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r64_byte () Int)
(declare-fun r64_0 () Int)
(declare-fun byte () Int)
(declare-fun w65_byte () Int)
(declare-fun w65_0 () Int)
(assert
 (let (($x67 (= byte (+ (+ 0 (* 4 (+ 0 (* r64_0 1)))) r64_byte))))
 (and (and (>= r64_0 0) (< r64_0 16)) (and (>= r64_byte 0) (< r64_byte 4)) $x67)))
(assert
 (let (($x262 (= byte (+ (+ 0 (* 4 (+ 0 (* w65_0 1)))) w65_byte))))
(and (and (>= w65_0 0) (< w65_0 16)) (and (>= w65_byte 0) (< w65_byte 4)) $x262)))
(check-sat)
