; program adam_step_return_update, triton_kernel_wrapper_functional_proxy.v_ptr: stale read (end of graph reads arg3_1 vs triton_kernel_wrapper_functional_proxy v_ptr=arg3_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r306_byte () Int)
(declare-fun r306_0 () Int)
(declare-fun byte () Int)
(declare-fun w307_byte () Int)
(declare-fun w307_0 () Int)
(assert
 (let (($x221 (= byte (+ (+ 0 (* 4 (+ 0 (* r306_0 1)))) r306_byte))))
 (and (and (>= r306_0 0) (< r306_0 64)) (and (>= r306_byte 0) (< r306_byte 4)) $x221)))
(assert
 (let (($x263 (= byte (+ (+ 0 (* 4 (+ 0 (* w307_0 1)))) w307_byte))))
 (and (and (>= w307_0 0) (< w307_0 64)) (and (>= w307_byte 0) (< w307_byte 4)) $x263)))
(assert
 (let (($x367 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 64) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x367))))
(check-sat)
