; program adam_flat_params, triton_kernel_wrapper_functional_proxy_1.v_ptr: stale read (end of graph reads arg3_1 vs triton_kernel_wrapper_functional_proxy_1 v_ptr=slice_14)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r456_byte () Int)
(declare-fun r456_0 () Int)
(declare-fun byte () Int)
(declare-fun w457_byte () Int)
(declare-fun w457_0 () Int)
(assert
 (let (($x141 (= byte (+ (+ 0 (* 4 (+ 0 (* r456_0 1)))) r456_byte))))
 (and (and (>= r456_0 0) (< r456_0 64)) (and (>= r456_byte 0) (< r456_byte 4)) $x141)))
(assert
 (let (($x288 (= byte (+ (+ 0 (* 4 (+ 32 (* w457_0 1)))) w457_byte))))
 (and (and (>= w457_0 0) (< w457_0 32)) (and (>= w457_byte 0) (< w457_byte 4)) $x288)))
(assert
 (let (($x362 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 64) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x362))))
(check-sat)
