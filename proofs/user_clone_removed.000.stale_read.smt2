; program user_clone_removed, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r128_byte () Int)
(declare-fun r128_0 () Int)
(declare-fun byte () Int)
(declare-fun w129_byte () Int)
(declare-fun w129_0 () Int)
(assert
 (let (($x278 (= byte (+ (+ 0 (* 4 (+ 0 (* r128_0 1)))) r128_byte))))
 (and (and (>= r128_0 0) (< r128_0 16)) (and (>= r128_byte 0) (< r128_byte 4)) $x278)))
(assert
 (let (($x373 (= byte (+ (+ 0 (* 4 (+ 0 (* w129_0 1)))) w129_byte))))
(and (and (>= w129_0 0) (< w129_0 16)) (and (>= w129_byte 0) (< w129_byte 4)) $x373)))
(check-sat)
