; program same_tensor_twice, triton_kernel_wrapper_functional_proxy.out_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy out_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r98_byte () Int)
(declare-fun r98_0 () Int)
(declare-fun byte () Int)
(declare-fun w99_byte () Int)
(declare-fun w99_0 () Int)
(assert
 (let (($x159 (= byte (+ (+ 0 (* 4 (+ 0 (* r98_0 1)))) r98_byte))))
 (and (and (>= r98_0 0) (< r98_0 16)) (and (>= r98_byte 0) (< r98_byte 4)) $x159)))
(assert
 (let (($x267 (= byte (+ (+ 0 (* 4 (+ 0 (* w99_0 1)))) w99_byte))))
 (and (and (>= w99_0 0) (< w99_0 16)) (and (>= w99_byte 0) (< w99_byte 4)) $x267)))
(assert
 (let (($x448 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 16) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x448))))
(check-sat)
