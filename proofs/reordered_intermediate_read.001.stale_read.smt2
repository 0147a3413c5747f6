; program reordered_intermediate_read, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (sum_1 reads mul vs triton_kernel_wrapper_functional_proxy x_ptr=mul)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r94_byte () Int)
(declare-fun r94_0 () Int)
(declare-fun byte () Int)
(declare-fun w95_byte () Int)
(declare-fun w95_0 () Int)
(assert
 (let (($x130 (= byte (+ (+ 0 (* 4 (+ 0 (* r94_0 1)))) r94_byte))))
 (and (and (>= r94_0 0) (< r94_0 16)) (and (>= r94_byte 0) (< r94_byte 4)) $x130)))
(assert
 (let (($x243 (= byte (+ (+ 0 (* 4 (+ 0 (* w95_0 1)))) w95_byte))))
(and (and (>= w95_0 0) (< w95_0 16)) (and (>= w95_byte 0) (< w95_byte 4)) $x243)))
(check-sat)
