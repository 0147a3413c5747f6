; program reordered_intermediate_read, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (sum_1 reads mul vs triton_kernel_wrapper_functional_proxy x_ptr=mul)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r74_byte () Int)
(declare-fun r74_0 () Int)
(declare-fun byte () Int)
(declare-fun w75_byte () Int)
(declare-fun w75_0 () Int)
(assert
 (let (($x22 (= byte (+ (+ 0 (* 4 (+ 0 (* r74_0 1)))) r74_byte))))
 (and (and (>= r74_0 0) (< r74_0 16)) (and (>= r74_byte 0) (< r74_byte 4)) $x22)))
(assert
 (let (($x132 (= byte (+ (+ 0 (* 4 (+ 0 (* w75_0 1)))) w75_byte))))
(and (and (>= w75_0 0) (< w75_0 16)) (and (>= w75_byte 0) (< w75_byte 4)) $x132)))
(check-sat)
