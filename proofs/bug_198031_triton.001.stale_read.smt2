; program bug_198031_triton, mul.self: stale read (copy_ reads getitem vs mul self=getitem)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r902_byte () Int)
(declare-fun r902_0 () Int)
(declare-fun byte () Int)
(declare-fun w903_byte () Int)
(declare-fun w903_0 () Int)
(assert
 (let (($x468 (= byte (+ (+ 0 (* 4 (+ 0 (* r902_0 1)))) r902_byte))))
 (and (and (>= r902_0 0) (< r902_0 16)) (and (>= r902_byte 0) (< r902_byte 4)) $x468)))
(assert
 (let (($x557 (= byte (+ (+ 0 (* 4 (+ 0 (* w903_0 1)))) w903_byte))))
(and (and (>= w903_0 0) (< w903_0 16)) (and (>= w903_byte 0) (< w903_byte 4)) $x557)))
(check-sat)
