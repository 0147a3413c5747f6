; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy.loss_ptr: stale read (end of graph reads arg2_1 vs triton_kernel_wrapper_functional_proxy loss_ptr=slice_2)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r504_byte () Int)
(declare-fun r504_0 () Int)
(declare-fun byte () Int)
(declare-fun w505_byte () Int)
(declare-fun w505_0 () Int)
(assert
 (let (($x267 (= byte (+ (+ 0 (* 4 (+ 0 (* r504_0 1)))) r504_byte))))
 (and (and (>= r504_0 0) (< r504_0 16)) (and (>= r504_byte 0) (< r504_byte 4)) $x267)))
(assert
 (let (($x35819 (= byte (+ (+ 0 (* 4 (+ 0 (* w505_0 1)))) w505_byte))))
 (and (and (>= w505_0 0) (< w505_0 4)) (and (>= w505_byte 0) (< w505_byte 4)) $x35819)))
(assert
 (let (($x49430 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 16) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x49430))))
(check-sat)
