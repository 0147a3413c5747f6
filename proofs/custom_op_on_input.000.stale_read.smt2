; program custom_op_on_input, auto_functionalized_v2.0: stale read (end of graph reads arg0_1 vs auto_functionalized_v2 base 0=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r432_byte () Int)
(declare-fun r432_0 () Int)
(declare-fun byte () Int)
(declare-fun w433_byte () Int)
(declare-fun w433_0 () Int)
(assert
 (let (($x626 (= byte (+ (+ 0 (* 4 (+ 0 (* r432_0 1)))) r432_byte))))
 (and (and (>= r432_0 0) (< r432_0 32)) (and (>= r432_byte 0) (< r432_byte 4)) $x626)))
(assert
 (let (($x264 (= byte (+ (+ 0 (* 4 (+ 0 (* w433_0 1)))) w433_byte))))
 (and (and (>= w433_0 0) (< w433_0 32)) (and (>= w433_byte 0) (< w433_byte 4)) $x264)))
(assert
 (let (($x2211 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x2211))))
(check-sat)
