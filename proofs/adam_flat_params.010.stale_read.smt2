; program adam_flat_params, triton_kernel_wrapper_functional_proxy_1.p_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy_1 p_ptr=slice_12)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r446_byte () Int)
(declare-fun r446_0 () Int)
(declare-fun byte () Int)
(declare-fun w447_byte () Int)
(declare-fun w447_0 () Int)
(assert
 (let (($x1060 (= byte (+ (+ 0 (* 4 (+ 0 (* r446_0 1)))) r446_byte))))
 (and (and (>= r446_0 0) (< r446_0 64)) (and (>= r446_byte 0) (< r446_byte 4)) $x1060)))
(assert
 (let (($x623 (= byte (+ (+ 0 (* 4 (+ 32 (* w447_0 1)))) w447_byte))))
 (and (and (>= w447_0 0) (< w447_0 32)) (and (>= w447_byte 0) (< w447_byte 4)) $x623)))
(assert
 (let (($x843 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 64) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x843))))
(check-sat)
