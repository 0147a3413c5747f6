; program foreach_two_inputs, _foreach_mul.self[0]: stale read (end of graph reads arg0_1 vs _foreach_mul self[0]=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r142_byte () Int)
(declare-fun r142_0 () Int)
(declare-fun byte () Int)
(declare-fun w143_byte () Int)
(declare-fun w143_0 () Int)
(assert
 (let (($x298 (= byte (+ (+ 0 (* 4 (+ 0 (* r142_0 1)))) r142_byte))))
 (and (and (>= r142_0 0) (< r142_0 8)) (and (>= r142_byte 0) (< r142_byte 4)) $x298)))
(assert
 (let (($x137 (= byte (+ (+ 0 (* 4 (+ 0 (* w143_0 1)))) w143_byte))))
 (and (and (>= w143_0 0) (< w143_0 8)) (and (>= w143_byte 0) (< w143_byte 4)) $x137)))
(assert
 (let (($x121 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 8) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x121))))
(check-sat)
