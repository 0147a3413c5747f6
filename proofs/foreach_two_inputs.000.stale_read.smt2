; program foreach_two_inputs, _foreach_mul.self[0]: stale read (end of graph reads arg0_1 vs _foreach_mul self[0]=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r249_byte () Int)
(declare-fun r249_0 () Int)
(declare-fun byte () Int)
(declare-fun w250_byte () Int)
(declare-fun w250_0 () Int)
(assert
 (let (($x109 (= byte (+ (+ 0 (* 4 (+ 0 (* r249_0 1)))) r249_byte))))
 (and (and (>= r249_0 0) (< r249_0 8)) (and (>= r249_byte 0) (< r249_byte 4)) $x109)))
(assert
 (let (($x242 (= byte (+ (+ 0 (* 4 (+ 0 (* w250_0 1)))) w250_byte))))
 (and (and (>= w250_0 0) (< w250_0 8)) (and (>= w250_byte 0) (< w250_byte 4)) $x242)))
(assert
 (let (($x173 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 8) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x173))))
(check-sat)
