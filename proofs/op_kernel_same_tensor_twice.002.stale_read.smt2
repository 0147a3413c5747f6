; program op_kernel_same_tensor_twice, auto_functionalized_v2.0: stale read (end of graph reads arg0_1 vs auto_functionalized_v2 base 0=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r104_byte () Int)
(declare-fun r104_0 () Int)
(declare-fun byte () Int)
(declare-fun w105_byte () Int)
(declare-fun w105_0 () Int)
(assert
 (let (($x178 (= byte (+ (+ 0 (* 4 (+ 0 (* r104_0 1)))) r104_byte))))
 (and (and (>= r104_0 0) (< r104_0 16)) (and (>= r104_byte 0) (< r104_byte 4)) $x178)))
(assert
 (let (($x109 (= byte (+ (+ 0 (* 4 (+ 0 (* w105_0 1)))) w105_byte))))
 (and (and (>= w105_0 0) (< w105_0 16)) (and (>= w105_byte 0) (< w105_byte 4)) $x109)))
(assert
 (let (($x82 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 16) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x82))))
(check-sat)
