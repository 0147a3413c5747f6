; program op_kernel_same_tensor_twice, auto_functionalized_v2.0: stale read (end of graph reads arg0_1 vs auto_functionalized_v2 base 0=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r140_byte () Int)
(declare-fun r140_0 () Int)
(declare-fun byte () Int)
(declare-fun w141_byte () Int)
(declare-fun w141_0 () Int)
(assert
 (let (($x93 (= byte (+ (+ 0 (* 4 (+ 0 (* r140_0 1)))) r140_byte))))
 (and (and (>= r140_0 0) (< r140_0 16)) (and (>= r140_byte 0) (< r140_byte 4)) $x93)))
(assert
 (let (($x33 (= byte (+ (+ 0 (* 4 (+ 0 (* w141_0 1)))) w141_byte))))
 (and (and (>= w141_0 0) (< w141_0 16)) (and (>= w141_byte 0) (< w141_byte 4)) $x33)))
(assert
 (let (($x183 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 16) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x183))))
(check-sat)
