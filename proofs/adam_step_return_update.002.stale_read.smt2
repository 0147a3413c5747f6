; program adam_step_return_update, triton_kernel_wrapper_functional_proxy.v_ptr: stale read (end of graph reads arg3_1 vs triton_kernel_wrapper_functional_proxy v_ptr=arg3_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r248_byte () Int)
(declare-fun r248_0 () Int)
(declare-fun byte () Int)
(declare-fun w249_byte () Int)
(declare-fun w249_0 () Int)
(assert
 (let (($x116 (= byte (+ (+ 0 (* 4 (+ 0 (* r248_0 1)))) r248_byte))))
 (and (and (>= r248_0 0) (< r248_0 64)) (and (>= r248_byte 0) (< r248_byte 4)) $x116)))
(assert
 (let (($x158 (= byte (+ (+ 0 (* 4 (+ 0 (* w249_0 1)))) w249_byte))))
 (and (and (>= w249_0 0) (< w249_0 64)) (and (>= w249_byte 0) (< w249_byte 4)) $x158)))
(assert
 (let (($x24 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 64) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x24))))
(check-sat)
