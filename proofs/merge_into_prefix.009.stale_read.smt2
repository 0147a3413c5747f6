; program merge_into_prefix, slice_scatter_1.base: stale read (end of graph reads arg0_1 vs slice_scatter_1 src=getitem_1 into slice_scatter)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r355_byte () Int)
(declare-fun r355_1 () Int)
(declare-fun r355_0 () Int)
(declare-fun byte () Int)
(declare-fun w356_byte () Int)
(declare-fun w356_1 () Int)
(declare-fun w356_0 () Int)
(assert
 (let ((?x548 (+ 0 (* 4 (+ 0 (+ (* r355_0 16) (* r355_1 1)))))))
 (and (and (>= r355_0 0) (< r355_0 8)) (and (>= r355_1 0) (< r355_1 16)) (and (>= r355_byte 0) (< r355_byte 4)) (= byte (+ ?x548 r355_byte)))))
(assert
 (let ((?x215 (+ 0 (* 4 (+ 32 (+ (* w356_0 16) (* w356_1 1)))))))
 (and (and (>= w356_0 0) (< w356_0 4)) (and (>= w356_1 0) (< w356_1 16)) (and (>= w356_byte 0) (< w356_byte 4)) (= byte (+ ?x215 w356_byte)))))
(assert
 (let (($x453 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x93 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x405 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 8) $x93 $x453)))
(or (or false) (not $x405))))))
(check-sat)
