; program adam_flat_params, triton_kernel_wrapper_functional_proxy_1.v_ptr: stale read (end of graph reads arg3_1 vs triton_kernel_wrapper_functional_proxy_1 v_ptr=slice_14)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r515_byte () Int)
(declare-fun r515_0 () Int)
(declare-fun byte () Int)
(declare-fun w516_byte () Int)
(declare-fun w516_0 () Int)
(assert
 (let (($x307 (= byte (+ (+ 0 (* 4 (+ 0 (* r515_0 1)))) r515_byte))))
 (and (and (>= r515_0 0) (< r515_0 64)) (and (>= r515_byte 0) (< r515_byte 4)) $x307)))
(assert
 (let (($x246 (= byte (+ (+ 0 (* 4 (+ 32 (* w516_0 1)))) w516_byte))))
 (and (and (>= w516_0 0) (< w516_0 32)) (and (>= w516_byte 0) (< w516_byte 4)) $x246)))
(assert
 (let (($x520 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 64) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x520))))
(check-sat)
