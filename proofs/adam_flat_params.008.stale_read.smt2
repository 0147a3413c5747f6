; program adam_flat_params, triton_kernel_wrapper_functional_proxy.v_ptr: stale read (end of graph reads arg3_1 vs triton_kernel_wrapper_functional_proxy v_ptr=slice_4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r443_byte () Int)
(declare-fun r443_0 () Int)
(declare-fun byte () Int)
(declare-fun w444_byte () Int)
(declare-fun w444_0 () Int)
(assert
 (let (($x1835 (= byte (+ (+ 0 (* 4 (+ 0 (* r443_0 1)))) r443_byte))))
 (and (and (>= r443_0 0) (< r443_0 64)) (and (>= r443_byte 0) (< r443_byte 4)) $x1835)))
(assert
 (let (($x304 (= byte (+ (+ 0 (* 4 (+ 0 (* w444_0 1)))) w444_byte))))
 (and (and (>= w444_0 0) (< w444_0 32)) (and (>= w444_byte 0) (< w444_byte 4)) $x304)))
(assert
 (let (($x876 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 64) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x876))))
(check-sat)
