; program adam_flat_params, triton_kernel_wrapper_functional_proxy_1.v_ptr: stale read (end of graph reads arg3_1 vs triton_kernel_wrapper_functional_proxy_1 v_ptr=slice_14)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r272_byte () Int)
(declare-fun r272_0 () Int)
(declare-fun byte () Int)
(declare-fun w273_byte () Int)
(declare-fun w273_0 () Int)
(assert
 (let (($x85 (= byte (+ (+ 0 (* 4 (+ 0 (* r272_0 1)))) r272_byte))))
 (and (and (>= r272_0 0) (< r272_0 64)) (and (>= r272_byte 0) (< r272_byte 4)) $x85)))
(assert
 (let (($x63 (= byte (+ (+ 0 (* 4 (+ 32 (* w273_0 1)))) w273_byte))))
 (and (and (>= w273_0 0) (< w273_0 32)) (and (>= w273_byte 0) (< w273_byte 4)) $x63)))
(assert
 (let (($x181 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 64) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x181))))
(check-sat)
