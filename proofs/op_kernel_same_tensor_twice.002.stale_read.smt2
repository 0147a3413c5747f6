; program op_kernel_same_tensor_twice, auto_functionalized_v2.0: stale read (end of graph reads arg0_1 vs auto_functionalized_v2 base 0=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r173_byte () Int)
(declare-fun r173_0 () Int)
(declare-fun byte () Int)
(declare-fun w174_byte () Int)
(declare-fun w174_0 () Int)
(assert
 (let (($x264 (= byte (+ (+ 0 (* 4 (+ 0 (* r173_0 1)))) r173_byte))))
 (and (and (>= r173_0 0) (< r173_0 16)) (and (>= r173_byte 0) (< r173_byte 4)) $x264)))
(assert
 (let (($x1077 (= byte (+ (+ 0 (* 4 (+ 0 (* w174_0 1)))) w174_byte))))
 (and (and (>= w174_0 0) (< w174_0 16)) (and (>= w174_byte 0) (< w174_byte 4)) $x1077)))
(assert
 (let (($x1403 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 16) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x1403))))
(check-sat)
