; program adam_flat_params, triton_kernel_wrapper_functional_proxy_1.v_ptr: stale read (end of graph reads arg3_1 vs triton_kernel_wrapper_functional_proxy_1 v_ptr=slice_14)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r332_byte () Int)
(declare-fun r332_0 () Int)
(declare-fun byte () Int)
(declare-fun w333_byte () Int)
(declare-fun w333_0 () Int)
(assert
 (let (($x1049 (= byte (+ (+ 0 (* 4 (+ 0 (* r332_0 1)))) r332_byte))))
 (and (and (>= r332_0 0) (< r332_0 64)) (and (>= r332_byte 0) (< r332_byte 4)) $x1049)))
(assert
 (let (($x96 (= byte (+ (+ 0 (* 4 (+ 32 (* w333_0 1)))) w333_byte))))
 (and (and (>= w333_0 0) (< w333_0 32)) (and (>= w333_byte 0) (< w333_byte 4)) $x96)))
(assert
 (let (($x253 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 64) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x253))))
(check-sat)
