; program user_clone_removed, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r72_byte () Int)
(declare-fun r72_0 () Int)
(declare-fun byte () Int)
(declare-fun w73_byte () Int)
(declare-fun w73_0 () Int)
(assert
 (let (($x132 (= byte (+ (+ 0 (* 4 (+ 0 (* r72_0 1)))) r72_byte))))
 (and (and (>= r72_0 0) (< r72_0 16)) (and (>= r72_byte 0) (< r72_byte 4)) $x132)))
(assert
 (let (($x212 (= byte (+ (+ 0 (* 4 (+ 0 (* w73_0 1)))) w73_byte))))
(and (and (>= w73_0 0) (< w73_0 16)) (and (>= w73_byte 0) (< w73_byte 4)) $x212)))
(check-sat)
