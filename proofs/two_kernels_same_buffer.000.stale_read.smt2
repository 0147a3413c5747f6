; program two_kernels_same_buffer, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r15_byte () Int)
(declare-fun r15_0 () Int)
(declare-fun byte () Int)
(declare-fun w16_byte () Int)
(declare-fun w16_0 () Int)
(assert
 (let (($x184 (= byte (+ (+ 0 (* 4 (+ 0 (* r15_0 1)))) r15_byte))))
 (and (and (>= r15_0 0) (< r15_0 16)) (and (>= r15_byte 0) (< r15_byte 4)) $x184)))
(assert
 (let (($x187 (= byte (+ (+ 0 (* 4 (+ 0 (* w16_0 1)))) w16_byte))))
 (and (and (>= w16_0 0) (< w16_0 16)) (and (>= w16_byte 0) (< w16_byte 4)) $x187)))
(assert
 (let (($x191 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 16) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x191))))
(check-sat)
