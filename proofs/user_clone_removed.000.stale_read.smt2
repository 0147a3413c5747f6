; program user_clone_removed, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r90_byte () Int)
(declare-fun r90_0 () Int)
(declare-fun byte () Int)
(declare-fun w91_byte () Int)
(declare-fun w91_0 () Int)
(assert
 (let (($x136 (= byte (+ (+ 0 (* 4 (+ 0 (* r90_0 1)))) r90_byte))))
 (and (and (>= r90_0 0) (< r90_0 16)) (and (>= r90_byte 0) (< r90_byte 4)) $x136)))
(assert
 (let (($x290 (= byte (+ (+ 0 (* 4 (+ 0 (* w91_0 1)))) w91_byte))))
(and (and (>= w91_0 0) (< w91_0 16)) (and (>= w91_byte 0) (< w91_byte 4)) $x290)))
(check-sat)
