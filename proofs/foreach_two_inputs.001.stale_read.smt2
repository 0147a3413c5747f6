; program foreach_two_inputs, _foreach_mul.self[1]: stale read (end of graph reads arg1_1 vs _foreach_mul self[1]=arg1_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r198_byte () Int)
(declare-fun r198_0 () Int)
(declare-fun byte () Int)
(declare-fun w199_byte () Int)
(declare-fun w199_0 () Int)
(assert
 (let (($x429 (= byte (+ (+ 0 (* 4 (+ 0 (* r198_0 1)))) r198_byte))))
 (and (and (>= r198_0 0) (< r198_0 8)) (and (>= r198_byte 0) (< r198_byte 4)) $x429)))
(assert
 (let (($x192 (= byte (+ (+ 0 (* 4 (+ 0 (* w199_0 1)))) w199_byte))))
 (and (and (>= w199_0 0) (< w199_0 8)) (and (>= w199_byte 0) (< w199_byte 4)) $x192)))
(assert
 (let (($x248 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 8) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x248))))
(check-sat)
