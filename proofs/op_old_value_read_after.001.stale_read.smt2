; program op_old_value_read_after, mul.self: stale read (end of graph reads arg0_1 vs mul self=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r204_byte () Int)
(declare-fun r204_0 () Int)
(declare-fun byte () Int)
(declare-fun w205_byte () Int)
(declare-fun w205_0 () Int)
(assert
 (let (($x178 (= byte (+ (+ 0 (* 4 (+ 0 (* r204_0 1)))) r204_byte))))
 (and (and (>= r204_0 0) (< r204_0 16)) (and (>= r204_byte 0) (< r204_byte 4)) $x178)))
(assert
 (let (($x439 (= byte (+ (+ 0 (* 4 (+ 0 (* w205_0 1)))) w205_byte))))
 (and (and (>= w205_0 0) (< w205_0 16)) (and (>= w205_byte 0) (< w205_byte 4)) $x439)))
(assert
 (let (($x198 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 16) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x198))))
(check-sat)
