; program mm_into_slice_then_old_read, mul.self: stale read (end of graph reads arg0_1 vs mul self=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r522_byte () Int)
(declare-fun r522_1 () Int)
(declare-fun r522_0 () Int)
(declare-fun byte () Int)
(declare-fun w523_byte () Int)
(declare-fun w523_1 () Int)
(declare-fun w523_0 () Int)
(assert
 (let ((?x366 (+ 0 (* 4 (+ 0 (+ (* r522_0 7) (* r522_1 1)))))))
 (and (and (>= r522_0 0) (< r522_0 8)) (and (>= r522_1 0) (< r522_1 7)) (and (>= r522_byte 0) (< r522_byte 4)) (= byte (+ ?x366 r522_byte)))))
(assert
 (let ((?x213 (+ 0 (* 4 (+ 0 (+ (* w523_0 7) (* w523_1 1)))))))
 (and (and (>= w523_0 0) (< w523_0 4)) (and (>= w523_1 0) (< w523_1 7)) (and (>= w523_byte 0) (< w523_byte 4)) (= byte (+ ?x213 w523_byte)))))
(assert
 (let (($x70 (= (mod (mod (- (div (- byte 0) 4) 0) 7) 1) 0)))
(let (($x2033 (< (div (mod (- (div (- byte 0) 4) 0) 7) 1) 7)))
(let (($x1199 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 7) 8) $x2033 $x70)))
(or (or false) (not $x1199))))))
(check-sat)
