; program adam_step_return_update, triton_kernel_wrapper_functional_proxy.m_ptr: stale read (end of graph reads arg2_1 vs triton_kernel_wrapper_functional_proxy m_ptr=arg2_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r304_byte () Int)
(declare-fun r304_0 () Int)
(declare-fun byte () Int)
(declare-fun w305_byte () Int)
(declare-fun w305_0 () Int)
(assert
 (let (($x315 (= byte (+ (+ 0 (* 4 (+ 0 (* r304_0 1)))) r304_byte))))
 (and (and (>= r304_0 0) (< r304_0 64)) (and (>= r304_byte 0) (< r304_byte 4)) $x315)))
(assert
 (let (($x47 (= byte (+ (+ 0 (* 4 (+ 0 (* w305_0 1)))) w305_byte))))
 (and (and (>= w305_0 0) (< w305_0 64)) (and (>= w305_byte 0) (< w305_byte 4)) $x47)))
(assert
 (let (($x367 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 64) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x367))))
(check-sat)
