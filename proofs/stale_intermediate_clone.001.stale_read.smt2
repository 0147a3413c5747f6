; program stale_intermediate_clone, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads mul vs triton_kernel_wrapper_functional_proxy x_ptr=mul)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r121_byte () Int)
(declare-fun r121_0 () Int)
(declare-fun byte () Int)
(declare-fun w122_byte () Int)
(declare-fun w122_0 () Int)
(assert
 (let (($x114 (= byte (+ (+ 0 (* 4 (+ 0 (* r121_0 1)))) r121_byte))))
 (and (and (>= r121_0 0) (< r121_0 16)) (and (>= r121_byte 0) (< r121_byte 4)) $x114)))
(assert
 (let (($x54 (= byte (+ (+ 0 (* 4 (+ 0 (* w122_0 1)))) w122_byte))))
(and (and (>= w122_0 0) (< w122_0 16)) (and (>= w122_byte 0) (< w122_byte 4)) $x54)))
(check-sat)
