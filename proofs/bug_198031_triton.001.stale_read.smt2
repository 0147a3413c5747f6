; program bug_198031_triton, mul.self: stale read (copy_ reads getitem vs mul self=getitem)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r442_byte () Int)
(declare-fun r442_0 () Int)
(declare-fun byte () Int)
(declare-fun w443_byte () Int)
(declare-fun w443_0 () Int)
(assert
 (let (($x851 (= byte (+ (+ 0 (* 4 (+ 0 (* r442_0 1)))) r442_byte))))
 (and (and (>= r442_0 0) (< r442_0 16)) (and (>= r442_byte 0) (< r442_byte 4)) $x851)))
(assert
 (let (($x240 (= byte (+ (+ 0 (* 4 (+ 0 (* w443_0 1)))) w443_byte))))
(and (and (>= w443_0 0) (< w443_0 16)) (and (>= w443_byte 0) (< w443_byte 4)) $x240)))
(check-sat)
