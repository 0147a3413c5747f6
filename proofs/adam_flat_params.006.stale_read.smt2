; program adam_flat_params, triton_kernel_wrapper_functional_proxy_1.p_ptr: stale read (slice_scatter_3 reads slice_scatter vs triton_kernel_wrapper_functional_proxy_1 p_ptr=slice_12)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r262_byte () Int)
(declare-fun r262_0 () Int)
(declare-fun byte () Int)
(declare-fun w263_byte () Int)
(declare-fun w263_0 () Int)
(assert
 (let (($x304 (= byte (+ (+ 0 (* 4 (+ 0 (* r262_0 1)))) r262_byte))))
 (and (and (>= r262_0 0) (< r262_0 64)) (and (>= r262_byte 0) (< r262_byte 4)) $x304)))
(assert
 (let (($x103 (= byte (+ (+ 0 (* 4 (+ 32 (* w263_0 1)))) w263_byte))))
 (and (and (>= w263_0 0) (< w263_0 32)) (and (>= w263_byte 0) (< w263_byte 4)) $x103)))
(assert
 (let (($x116 (and (>= (- (div (- byte 0) 4) 32) 0) (< (div (- (div (- byte 0) 4) 32) 1) 32) (= (mod (- (div (- byte 0) 4) 32) 1) 0))))
(or (or false) (not $x116))))
(check-sat)
