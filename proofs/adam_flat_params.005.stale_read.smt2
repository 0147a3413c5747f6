; program adam_flat_params, triton_kernel_wrapper_functional_proxy.v_ptr: stale read (end of graph reads arg3_1 vs triton_kernel_wrapper_functional_proxy v_ptr=slice_4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r320_byte () Int)
(declare-fun r320_0 () Int)
(declare-fun byte () Int)
(declare-fun w321_byte () Int)
(declare-fun w321_0 () Int)
(assert
 (let (($x2253 (= byte (+ (+ 0 (* 4 (+ 0 (* r320_0 1)))) r320_byte))))
 (and (and (>= r320_0 0) (< r320_0 64)) (and (>= r320_byte 0) (< r320_byte 4)) $x2253)))
(assert
 (let (($x877 (= byte (+ (+ 0 (* 4 (+ 0 (* w321_0 1)))) w321_byte))))
 (and (and (>= w321_0 0) (< w321_0 32)) (and (>= w321_byte 0) (< w321_byte 4)) $x877)))
(assert
 (let (($x227 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 64) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x227))))
(check-sat)
