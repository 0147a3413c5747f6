; program foreach_two_inputs, _foreach_mul.self[1]: stale read (end of graph reads arg1_1 vs _foreach_mul self[1]=arg1_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r251_byte () Int)
(declare-fun r251_0 () Int)
(declare-fun byte () Int)
(declare-fun w252_byte () Int)
(declare-fun w252_0 () Int)
(assert
 (let (($x354 (= byte (+ (+ 0 (* 4 (+ 0 (* r251_0 1)))) r251_byte))))
 (and (and (>= r251_0 0) (< r251_0 8)) (and (>= r251_byte 0) (< r251_byte 4)) $x354)))
(assert
 (let (($x259 (= byte (+ (+ 0 (* 4 (+ 0 (* w252_0 1)))) w252_byte))))
 (and (and (>= w252_0 0) (< w252_0 8)) (and (>= w252_byte 0) (< w252_byte 4)) $x259)))
(assert
 (let (($x173 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 8) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x173))))
(check-sat)
