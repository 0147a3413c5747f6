; program adam_flat_params, triton_kernel_wrapper_functional_proxy.p_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy p_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r532_byte () Int)
(declare-fun r532_0 () Int)
(declare-fun byte () Int)
(declare-fun w533_byte () Int)
(declare-fun w533_0 () Int)
(assert
 (let (($x210 (= byte (+ (+ 0 (* 4 (+ 0 (* r532_0 1)))) r532_byte))))
 (and (and (>= r532_0 0) (< r532_0 64)) (and (>= r532_byte 0) (< r532_byte 4)) $x210)))
(assert
 (let (($x169 (= byte (+ (+ 0 (* 4 (+ 0 (* w533_0 1)))) w533_byte))))
 (and (and (>= w533_0 0) (< w533_0 32)) (and (>= w533_byte 0) (< w533_byte 4)) $x169)))
(assert
 (let (($x294 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 64) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x294))))
(check-sat)
