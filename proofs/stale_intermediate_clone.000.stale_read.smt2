; program stale_intermediate_clone, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads mul vs triton_kernel_wrapper_functional_proxy x_ptr=mul)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r76_byte () Int)
(declare-fun r76_0 () Int)
(declare-fun byte () Int)
(declare-fun w77_byte () Int)
(declare-fun w77_0 () Int)
(assert
 (let (($x296 (= byte (+ (+ 0 (* 4 (+ 0 (* r76_0 1)))) r76_byte))))
 (and (and (>= r76_0 0) (< r76_0 16)) (and (>= r76_byte 0) (< r76_byte 4)) $x296)))
(assert
 (let (($x22 (= byte (+ (+ 0 (* 4 (+ 0 (* w77_0 1)))) w77_byte))))
(and (and (>= w77_0 0) (< w77_0 16)) (and (>= w77_byte 0) (< w77_byte 4)) $x22)))
(check-sat)
