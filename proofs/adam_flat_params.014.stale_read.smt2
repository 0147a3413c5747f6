; program adam_flat_params, triton_kernel_wrapper_functional_proxy_1.v_ptr: stale read (end of graph reads arg3_1 vs triton_kernel_wrapper_functional_proxy_1 v_ptr=slice_14)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r565_byte () Int)
(declare-fun r565_0 () Int)
(declare-fun byte () Int)
(declare-fun w566_byte () Int)
(declare-fun w566_0 () Int)
(assert
 (let (($x173 (= byte (+ (+ 0 (* 4 (+ 0 (* r565_0 1)))) r565_byte))))
 (and (and (>= r565_0 0) (< r565_0 64)) (and (>= r565_byte 0) (< r565_byte 4)) $x173)))
(assert
 (let (($x587 (= byte (+ (+ 0 (* 4 (+ 32 (* w566_0 1)))) w566_byte))))
 (and (and (>= w566_0 0) (< w566_0 32)) (and (>= w566_byte 0) (< w566_byte 4)) $x587)))
(assert
 (let (($x300 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 64) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x300))))
(check-sat)
