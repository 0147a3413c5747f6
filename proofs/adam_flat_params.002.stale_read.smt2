; program adam_flat_params, triton_kernel_wrapper_functional_proxy.p_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy p_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r482_byte () Int)
(declare-fun r482_0 () Int)
(declare-fun byte () Int)
(declare-fun w483_byte () Int)
(declare-fun w483_0 () Int)
(assert
 (let (($x78 (= byte (+ (+ 0 (* 4 (+ 0 (* r482_0 1)))) r482_byte))))
 (and (and (>= r482_0 0) (< r482_0 64)) (and (>= r482_byte 0) (< r482_byte 4)) $x78)))
(assert
 (let (($x635 (= byte (+ (+ 0 (* 4 (+ 0 (* w483_0 1)))) w483_byte))))
 (and (and (>= w483_0 0) (< w483_0 32)) (and (>= w483_byte 0) (< w483_byte 4)) $x635)))
(assert
 (let (($x622 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 64) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x622))))
(check-sat)
