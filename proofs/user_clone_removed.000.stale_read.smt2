; program user_clone_removed, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r113_byte () Int)
(declare-fun r113_0 () Int)
(declare-fun byte () Int)
(declare-fun w114_byte () Int)
(declare-fun w114_0 () Int)
(assert
 (let (($x85 (= byte (+ (+ 0 (* 4 (+ 0 (* r113_0 1)))) r113_byte))))
 (and (and (>= r113_0 0) (< r113_0 16)) (and (>= r113_byte 0) (< r113_byte 4)) $x85)))
(assert
 (let (($x235 (= byte (+ (+ 0 (* 4 (+ 0 (* w114_0 1)))) w114_byte))))
(and (and (>= w114_0 0) (< w114_0 16)) (and (>= w114_byte 0) (< w114_byte 4)) $x235)))
(check-sat)
