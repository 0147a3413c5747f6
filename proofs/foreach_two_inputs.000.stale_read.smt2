; program foreach_two_inputs, _foreach_mul.self[0]: stale read (end of graph reads arg0_1 vs _foreach_mul self[0]=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r234_byte () Int)
(declare-fun r234_0 () Int)
(declare-fun byte () Int)
(declare-fun w235_byte () Int)
(declare-fun w235_0 () Int)
(assert
 (let (($x144 (= byte (+ (+ 0 (* 4 (+ 0 (* r234_0 1)))) r234_byte))))
 (and (and (>= r234_0 0) (< r234_0 8)) (and (>= r234_byte 0) (< r234_byte 4)) $x144)))
(assert
 (let (($x344 (= byte (+ (+ 0 (* 4 (+ 0 (* w235_0 1)))) w235_byte))))
 (and (and (>= w235_0 0) (< w235_0 8)) (and (>= w235_byte 0) (< w235_byte 4)) $x344)))
(assert
 (let (($x1399 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 8) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x1399))))
(check-sat)
