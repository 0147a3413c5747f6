; program stale_intermediate_clone, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads mul vs triton_kernel_wrapper_functional_proxy x_ptr=mul)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r136_byte () Int)
(declare-fun r136_0 () Int)
(declare-fun byte () Int)
(declare-fun w137_byte () Int)
(declare-fun w137_0 () Int)
(assert
 (let (($x459 (= byte (+ (+ 0 (* 4 (+ 0 (* r136_0 1)))) r136_byte))))
 (and (and (>= r136_0 0) (< r136_0 16)) (and (>= r136_byte 0) (< r136_byte 4)) $x459)))
(assert
 (let (($x373 (= byte (+ (+ 0 (* 4 (+ 0 (* w137_0 1)))) w137_byte))))
(and (and (>= w137_0 0) (< w137_0 16)) (and (>= w137_byte 0) (< w137_byte 4)) $x373)))
(check-sat)
