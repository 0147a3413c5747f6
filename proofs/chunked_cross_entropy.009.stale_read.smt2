; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy_3.loss_ptr: stale read (end of graph reads arg2_1 vs triton_kernel_wrapper_functional_proxy_3 loss_ptr=slice_35)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r380_byte () Int)
(declare-fun r380_0 () Int)
(declare-fun byte () Int)
(declare-fun w381_byte () Int)
(declare-fun w381_0 () Int)
(assert
 (let (($x187 (= byte (+ (+ 0 (* 4 (+ 0 (* r380_0 1)))) r380_byte))))
 (and (and (>= r380_0 0) (< r380_0 16)) (and (>= r380_byte 0) (< r380_byte 4)) $x187)))
(assert
 (let (($x185 (= byte (+ (+ 0 (* 4 (+ 12 (* w381_0 1)))) w381_byte))))
 (and (and (>= w381_0 0) (< w381_0 4)) (and (>= w381_byte 0) (< w381_byte 4)) $x185)))
(assert
 (let (($x308 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 16) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x308))))
(check-sat)
