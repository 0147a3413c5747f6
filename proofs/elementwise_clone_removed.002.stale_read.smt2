; program elementwise_clone_removed, mul.self: stale read (copy_ reads getitem vs mul self=getitem)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r96_byte () Int)
(declare-fun r96_0 () Int)
(declare-fun byte () Int)
(declare-fun w97_byte () Int)
(declare-fun w97_0 () Int)
(assert
 (let (($x268 (= byte (+ (+ 0 (* 4 (+ 0 (* r96_0 1)))) r96_byte))))
 (and (and (>= r96_0 0) (< r96_0 16)) (and (>= r96_byte 0) (< r96_byte 4)) $x268)))
(assert
 (let (($x265 (= byte (+ (+ 0 (* 4 (+ 0 (* w97_0 1)))) w97_byte))))
(and (and (>= w97_0 0) (< w97_0 16)) (and (>= w97_byte 0) (< w97_byte 4)) $x265)))
(check-sat)
