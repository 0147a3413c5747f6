; program two_kernels_same_buffer, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy_1 x_ptr=getitem)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r16_byte () Int)
(declare-fun r16_0 () Int)
(declare-fun byte () Int)
(declare-fun w17_byte () Int)
(declare-fun w17_0 () Int)
(assert
 (let (($x137 (= byte (+ (+ 0 (* 4 (+ 0 (* r16_0 1)))) r16_byte))))
 (and (and (>= r16_0 0) (< r16_0 16)) (and (>= r16_byte 0) (< r16_byte 4)) $x137)))
(assert
 (let (($x85 (= byte (+ (+ 0 (* 4 (+ 0 (* w17_0 1)))) w17_byte))))
 (and (and (>= w17_0 0) (< w17_0 16)) (and (>= w17_byte 0) (< w17_byte 4)) $x85)))
(assert
 (let (($x168 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 16) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x168))))
(check-sat)
