; program adam_flat_params, triton_kernel_wrapper_functional_proxy.v_ptr: stale read (end of graph reads arg3_1 vs triton_kernel_wrapper_functional_proxy v_ptr=slice_4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r552_byte () Int)
(declare-fun r552_0 () Int)
(declare-fun byte () Int)
(declare-fun w553_byte () Int)
(declare-fun w553_0 () Int)
(assert
 (let (($x444 (= byte (+ (+ 0 (* 4 (+ 0 (* r552_0 1)))) r552_byte))))
 (and (and (>= r552_0 0) (< r552_0 64)) (and (>= r552_byte 0) (< r552_byte 4)) $x444)))
(assert
 (let (($x523 (= byte (+ (+ 0 (* 4 (+ 0 (* w553_0 1)))) w553_byte))))
 (and (and (>= w553_0 0) (< w553_0 32)) (and (>= w553_byte 0) (< w553_byte 4)) $x523)))
(assert
 (let (($x462 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 64) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x462))))
(check-sat)
