; program adam_flat_params, triton_kernel_wrapper_functional_proxy.p_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy p_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r534_byte () Int)
(declare-fun r534_0 () Int)
(declare-fun byte () Int)
(declare-fun w535_byte () Int)
(declare-fun w535_0 () Int)
(assert
 (let (($x93 (= byte (+ (+ 0 (* 4 (+ 0 (* r534_0 1)))) r534_byte))))
 (and (and (>= r534_0 0) (< r534_0 64)) (and (>= r534_byte 0) (< r534_byte 4)) $x93)))
(assert
 (let (($x114 (= byte (+ (+ 0 (* 4 (+ 0 (* w535_0 1)))) w535_byte))))
 (and (and (>= w535_0 0) (< w535_0 32)) (and (>= w535_byte 0) (< w535_byte 4)) $x114)))
(assert
 (let (($x307 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 64) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x307))))
(check-sat)
