; program bug_198031_triton, mul.self: stale read (copy_ reads getitem vs mul self=getitem)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r954_byte () Int)
(declare-fun r954_0 () Int)
(declare-fun byte () Int)
(declare-fun w955_byte () Int)
(declare-fun w955_0 () Int)
(assert
 (let (($x427 (= byte (+ (+ 0 (* 4 (+ 0 (* r954_0 1)))) r954_byte))))
 (and (and (>= r954_0 0) (< r954_0 16)) (and (>= r954_byte 0) (< r954_byte 4)) $x427)))
(assert
 (let (($x496 (= byte (+ (+ 0 (* 4 (+ 0 (* w955_0 1)))) w955_byte))))
(and (and (>= w955_0 0) (< w955_0 16)) (and (>= w955_byte 0) (< w955_byte 4)) $x496)))
(check-sat)
