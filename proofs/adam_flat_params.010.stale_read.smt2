; program adam_flat_params, triton_kernel_wrapper_functional_proxy_1.p_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy_1 p_ptr=slice_12)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r505_byte () Int)
(declare-fun r505_0 () Int)
(declare-fun byte () Int)
(declare-fun w506_byte () Int)
(declare-fun w506_0 () Int)
(assert
 (let (($x579 (= byte (+ (+ 0 (* 4 (+ 0 (* r505_0 1)))) r505_byte))))
 (and (and (>= r505_0 0) (< r505_0 64)) (and (>= r505_byte 0) (< r505_byte 4)) $x579)))
(assert
 (let (($x303 (= byte (+ (+ 0 (* 4 (+ 32 (* w506_0 1)))) w506_byte))))
 (and (and (>= w506_0 0) (< w506_0 32)) (and (>= w506_byte 0) (< w506_byte 4)) $x303)))
(assert
 (let (($x34 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 64) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x34))))
(check-sat)
