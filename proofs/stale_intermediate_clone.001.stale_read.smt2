; program stale_intermediate_clone, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads mul vs triton_kernel_wrapper_functional_proxy x_ptr=mul)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r123_byte () Int)
(declare-fun r123_0 () Int)
(declare-fun byte () Int)
(declare-fun w124_byte () Int)
(declare-fun w124_0 () Int)
(assert
 (let (($x99 (= byte (+ (+ 0 (* 4 (+ 0 (* r123_0 1)))) r123_byte))))
 (and (and (>= r123_0 0) (< r123_0 16)) (and (>= r123_byte 0) (< r123_byte 4)) $x99)))
(assert
 (let (($x69 (= byte (+ (+ 0 (* 4 (+ 0 (* w124_0 1)))) w124_byte))))
(and (and (>= w124_0 0) (< w124_0 16)) (and (>= w124_byte 0) (< w124_byte 4)) $x69)))
(check-sat)
