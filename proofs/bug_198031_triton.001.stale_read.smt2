; program bug_198031_triton, mul.self: stale read (copy_ reads getitem vs mul self=getitem)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r950_byte () Int)
(declare-fun r950_0 () Int)
(declare-fun byte () Int)
(declare-fun w951_byte () Int)
(declare-fun w951_0 () Int)
(assert
 (let (($x249 (= byte (+ (+ 0 (* 4 (+ 0 (* r950_0 1)))) r950_byte))))
 (and (and (>= r950_0 0) (< r950_0 16)) (and (>= r950_byte 0) (< r950_byte 4)) $x249)))
(assert
 (let (($x609 (= byte (+ (+ 0 (* 4 (+ 0 (* w951_0 1)))) w951_byte))))
(and (and (>= w951_0 0) (< w951_0 16)) (and (>= w951_byte 0) (< w951_byte 4)) $x609)))
(check-sat)
