; program merge_into_prefix, slice_scatter_1.base: stale read (end of graph reads copy_ vs slice_scatter_1 src=getitem_1 into slice_scatter)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r353_byte () Int)
(declare-fun r353_1 () Int)
(declare-fun r353_0 () Int)
(declare-fun byte () Int)
(declare-fun w354_byte () Int)
(declare-fun w354_1 () Int)
(declare-fun w354_0 () Int)
(assert
 (let ((?x406 (+ 0 (* 4 (+ 0 (+ (* r353_0 16) (* r353_1 1)))))))
 (and (and (>= r353_0 0) (< r353_0 8)) (and (>= r353_1 0) (< r353_1 16)) (and (>= r353_byte 0) (< r353_byte 4)) (= byte (+ ?x406 r353_byte)))))
(assert
 (let ((?x262 (+ 0 (* 4 (+ 32 (+ (* w354_0 16) (* w354_1 1)))))))
 (and (and (>= w354_0 0) (< w354_0 4)) (and (>= w354_1 0) (< w354_1 16)) (and (>= w354_byte 0) (< w354_byte 4)) (= byte (+ ?x262 w354_byte)))))
(assert
 (let (($x453 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x93 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x405 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 8) $x93 $x453)))
(or (or false) (not $x405))))))
(check-sat)
