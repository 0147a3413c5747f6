; program reordered_intermediate_read, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (sum_1 reads mul vs triton_kernel_wrapper_functional_proxy x_ptr=mul)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r132_byte () Int)
(declare-fun r132_0 () Int)
(declare-fun byte () Int)
(declare-fun w133_byte () Int)
(declare-fun w133_0 () Int)
(assert
 (let (($x407 (= byte (+ (+ 0 (* 4 (+ 0 (* r132_0 1)))) r132_byte))))
 (and (and (>= r132_0 0) (< r132_0 16)) (and (>= r132_byte 0) (< r132_byte 4)) $x407)))
(assert
 (let (($x373 (= byte (+ (+ 0 (* 4 (+ 0 (* w133_0 1)))) w133_byte))))
(and (and (>= w133_0 0) (< w133_0 16)) (and (>= w133_byte 0) (< w133_byte 4)) $x373)))
(check-sat)
