; program adam_step_return_update, triton_kernel_wrapper_functional_proxy.v_ptr: stale read (end of graph reads arg3_1 vs triton_kernel_wrapper_functional_proxy v_ptr=arg3_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r521_byte () Int)
(declare-fun r521_0 () Int)
(declare-fun byte () Int)
(declare-fun w522_byte () Int)
(declare-fun w522_0 () Int)
(assert
 (let (($x502 (= byte (+ (+ 0 (* 4 (+ 0 (* r521_0 1)))) r521_byte))))
 (and (and (>= r521_0 0) (< r521_0 64)) (and (>= r521_byte 0) (< r521_byte 4)) $x502)))
(assert
 (let (($x548 (= byte (+ (+ 0 (* 4 (+ 0 (* w522_0 1)))) w522_byte))))
 (and (and (>= w522_0 0) (< w522_0 64)) (and (>= w522_byte 0) (< w522_byte 4)) $x548)))
(assert
 (let (($x519 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 64) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x519))))
(check-sat)
