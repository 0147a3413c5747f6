; program adam_flat_params, triton_kernel_wrapper_functional_proxy.p_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy p_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r312_byte () Int)
(declare-fun r312_0 () Int)
(declare-fun byte () Int)
(declare-fun w313_byte () Int)
(declare-fun w313_0 () Int)
(assert
 (let (($x338 (= byte (+ (+ 0 (* 4 (+ 0 (* r312_0 1)))) r312_byte))))
 (and (and (>= r312_0 0) (< r312_0 64)) (and (>= r312_byte 0) (< r312_byte 4)) $x338)))
(assert
 (let (($x153 (= byte (+ (+ 0 (* 4 (+ 0 (* w313_0 1)))) w313_byte))))
 (and (and (>= w313_0 0) (< w313_0 32)) (and (>= w313_byte 0) (< w313_byte 4)) $x153)))
(assert
 (let (($x2290 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 64) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x2290))))
(check-sat)
