; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy.loss_ptr: stale read (end of graph reads arg2_1 vs triton_kernel_wrapper_functional_proxy loss_ptr=slice_2)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r717_byte () Int)
(declare-fun r717_0 () Int)
(declare-fun byte () Int)
(declare-fun w718_byte () Int)
(declare-fun w718_0 () Int)
(assert
 (let (($x249 (= byte (+ (+ 0 (* 4 (+ 0 (* r717_0 1)))) r717_byte))))
 (and (and (>= r717_0 0) (< r717_0 16)) (and (>= r717_byte 0) (< r717_byte 4)) $x249)))
(assert
 (let (($x247 (= byte (+ (+ 0 (* 4 (+ 0 (* w718_0 1)))) w718_byte))))
 (and (and (>= w718_0 0) (< w718_0 4)) (and (>= w718_byte 0) (< w718_byte 4)) $x247)))
(assert
 (let (($x557 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 16) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x557))))
(check-sat)
