; program reordered_intermediate_read, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (sum_1 reads mul vs triton_kernel_wrapper_functional_proxy x_ptr=mul)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r117_byte () Int)
(declare-fun r117_0 () Int)
(declare-fun byte () Int)
(declare-fun w118_byte () Int)
(declare-fun w118_0 () Int)
(assert
 (let (($x42 (= byte (+ (+ 0 (* 4 (+ 0 (* r117_0 1)))) r117_byte))))
 (and (and (>= r117_0 0) (< r117_0 16)) (and (>= r117_byte 0) (< r117_byte 4)) $x42)))
(assert
 (let (($x169 (= byte (+ (+ 0 (* 4 (+ 0 (* w118_0 1)))) w118_byte))))
(and (and (>= w118_0 0) (< w118_0 16)) (and (>= w118_byte 0) (< w118_byte 4)) $x169)))
(check-sat)
