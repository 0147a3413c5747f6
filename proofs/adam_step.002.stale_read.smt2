; program adam_step, triton_kernel_wrapper_functional_proxy.v_ptr: stale read (end of graph reads arg3_1 vs triton_kernel_wrapper_functional_proxy v_ptr=arg3_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r410_byte () Int)
(declare-fun r410_0 () Int)
(declare-fun byte () Int)
(declare-fun w411_byte () Int)
(declare-fun w411_0 () Int)
(assert
 (let (($x196 (= byte (+ (+ 0 (* 4 (+ 0 (* r410_0 1)))) r410_byte))))
 (and (and (>= r410_0 0) (< r410_0 64)) (and (>= r410_byte 0) (< r410_byte 4)) $x196)))
(assert
 (let (($x953 (= byte (+ (+ 0 (* 4 (+ 0 (* w411_0 1)))) w411_byte))))
 (and (and (>= w411_0 0) (< w411_0 64)) (and (>= w411_byte 0) (< w411_byte 4)) $x953)))
(assert
 (let (($x175 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 64) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x175))))
(check-sat)
