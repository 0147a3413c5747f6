; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy_1.loss_ptr: stale read (end of graph reads arg2_1 vs triton_kernel_wrapper_functional_proxy_1 loss_ptr=slice_13)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r368_byte () Int)
(declare-fun r368_0 () Int)
(declare-fun byte () Int)
(declare-fun w369_byte () Int)
(declare-fun w369_0 () Int)
(assert
 (let (($x96 (= byte (+ (+ 0 (* 4 (+ 0 (* r368_0 1)))) r368_byte))))
 (and (and (>= r368_0 0) (< r368_0 16)) (and (>= r368_byte 0) (< r368_byte 4)) $x96)))
(assert
 (let (($x1057 (= byte (+ (+ 0 (* 4 (+ 4 (* w369_0 1)))) w369_byte))))
 (and (and (>= w369_0 0) (< w369_0 4)) (and (>= w369_byte 0) (< w369_byte 4)) $x1057)))
(assert
 (let (($x2101 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 16) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x2101))))
(check-sat)
