; program same_tensor_twice, triton_kernel_wrapper_functional_proxy.out_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy out_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r89_byte () Int)
(declare-fun r89_0 () Int)
(declare-fun byte () Int)
(declare-fun w90_byte () Int)
(declare-fun w90_0 () Int)
(assert
 (let (($x162 (= byte (+ (+ 0 (* 4 (+ 0 (* r89_0 1)))) r89_byte))))
 (and (and (>= r89_0 0) (< r89_0 16)) (and (>= r89_byte 0) (< r89_byte 4)) $x162)))
(assert
 (let (($x268 (= byte (+ (+ 0 (* 4 (+ 0 (* w90_0 1)))) w90_byte))))
 (and (and (>= w90_0 0) (< w90_0 16)) (and (>= w90_byte 0) (< w90_byte 4)) $x268)))
(assert
 (let (($x270 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 16) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x270))))
(check-sat)
