; program foreach_two_inputs, _foreach_mul.self[1]: stale read (end of graph reads arg1_1 vs _foreach_mul self[1]=arg1_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r144_byte () Int)
(declare-fun r144_0 () Int)
(declare-fun byte () Int)
(declare-fun w145_byte () Int)
(declare-fun w145_0 () Int)
(assert
 (let (($x232 (= byte (+ (+ 0 (* 4 (+ 0 (* r144_0 1)))) r144_byte))))
 (and (and (>= r144_0 0) (< r144_0 8)) (and (>= r144_byte 0) (< r144_byte 4)) $x232)))
(assert
 (let (($x113 (= byte (+ (+ 0 (* 4 (+ 0 (* w145_0 1)))) w145_byte))))
 (and (and (>= w145_0 0) (< w145_0 8)) (and (>= w145_byte 0) (< w145_byte 4)) $x113)))
(assert
 (let (($x121 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 8) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x121))))
(check-sat)
