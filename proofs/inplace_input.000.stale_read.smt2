; program inplace_input, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r0_byte () Int)
(declare-fun r0_0 () Int)
(declare-fun byte () Int)
(declare-fun w1_byte () Int)
(declare-fun w1_0 () Int)
(assert
 (let (($x45 (= byte (+ (+ 0 (* 4 (+ 0 (* r0_0 1)))) r0_byte))))
 (and (and (>= r0_0 0) (< r0_0 16)) (and (>= r0_byte 0) (< r0_byte 4)) $x45)))
(assert
 (let (($x60 (= byte (+ (+ 0 (* 4 (+ 0 (* w1_0 1)))) w1_byte))))
 (and (and (>= w1_0 0) (< w1_0 16)) (and (>= w1_byte 0) (< w1_byte 4)) $x60)))
(assert
 (let (($x71 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 16) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x71))))
(check-sat)
