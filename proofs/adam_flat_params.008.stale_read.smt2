; program adam_flat_params, triton_kernel_wrapper_functional_proxy.v_ptr: stale read (end of graph reads arg3_1 vs triton_kernel_wrapper_functional_proxy v_ptr=slice_4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r500_byte () Int)
(declare-fun r500_0 () Int)
(declare-fun byte () Int)
(declare-fun w501_byte () Int)
(declare-fun w501_0 () Int)
(assert
 (let (($x172 (= byte (+ (+ 0 (* 4 (+ 0 (* r500_0 1)))) r500_byte))))
 (and (and (>= r500_0 0) (< r500_0 64)) (and (>= r500_byte 0) (< r500_byte 4)) $x172)))
(assert
 (let (($x245 (= byte (+ (+ 0 (* 4 (+ 0 (* w501_0 1)))) w501_byte))))
 (and (and (>= w501_0 0) (< w501_0 32)) (and (>= w501_byte 0) (< w501_byte 4)) $x245)))
(assert
 (let (($x102 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 64) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x102))))
(check-sat)
