; program foreach_two_inputs, _foreach_mul.self[1]: stale read (end of graph reads arg1_1 vs _foreach_mul self[1]=arg1_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r238_byte () Int)
(declare-fun r238_0 () Int)
(declare-fun byte () Int)
(declare-fun w239_byte () Int)
(declare-fun w239_0 () Int)
(assert
 (let (($x1154 (= byte (+ (+ 0 (* 4 (+ 0 (* r238_0 1)))) r238_byte))))
 (and (and (>= r238_0 0) (< r238_0 8)) (and (>= r238_byte 0) (< r238_byte 4)) $x1154)))
(assert
 (let (($x183 (= byte (+ (+ 0 (* 4 (+ 0 (* w239_0 1)))) w239_byte))))
 (and (and (>= w239_0 0) (< w239_0 8)) (and (>= w239_byte 0) (< w239_byte 4)) $x183)))
(assert
 (let (($x371 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 8) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x371))))
(check-sat)
