; program adam_flat_params, triton_kernel_wrapper_functional_proxy.v_ptr: stale read (end of graph reads arg3_1 vs triton_kernel_wrapper_functional_proxy v_ptr=slice_4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r441_byte () Int)
(declare-fun r441_0 () Int)
(declare-fun byte () Int)
(declare-fun w442_byte () Int)
(declare-fun w442_0 () Int)
(assert
 (let (($x205 (= byte (+ (+ 0 (* 4 (+ 0 (* r441_0 1)))) r441_byte))))
 (and (and (>= r441_0 0) (< r441_0 64)) (and (>= r441_byte 0) (< r441_byte 4)) $x205)))
(assert
 (let (($x1395 (= byte (+ (+ 0 (* 4 (+ 0 (* w442_0 1)))) w442_byte))))
 (and (and (>= w442_0 0) (< w442_0 32)) (and (>= w442_byte 0) (< w442_byte 4)) $x1395)))
(assert
 (let (($x565 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 64) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x565))))
(check-sat)
