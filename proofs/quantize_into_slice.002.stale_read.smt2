; program quantize_into_slice, triton_kernel_wrapper_functional_proxy.scale_ptr: stale read (slice_scatter_1 reads arg2_1 vs triton_kernel_wrapper_functional_proxy scale_ptr=slice_2, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r876_byte () Int)
(declare-fun r876_0 () Int)
(declare-fun byte () Int)
(declare-fun w877_byte () Int)
(declare-fun w877_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s878_byte () Int)
(declare-fun s878_0 () Int)
(assert
 (let (($x43 (= byte (+ (+ 0 (* 4 (+ 0 (* r876_0 1)))) r876_byte))))
 (and (and (>= r876_0 0) (< r876_0 24)) (and (>= r876_byte 0) (< r876_byte 4)) $x43)))
(assert
 (let (($x508 (= byte (+ (+ 0 (* 4 (+ 8 (* w877_0 1)))) w877_byte))))
 (and (and (>= w877_0 0) (< w877_0 8)) (and (>= w877_byte 0) (< w877_byte 4)) $x508)))
(assert
 (let (($x561 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 1) 8) (= (mod (- (div (- byte 0) 4) 8) 1) 0))))
 (or (or false) (not $x561))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r876_0 1)))) held_byte0)))
(assert
 (let (($x653 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s878_0 1)))) s878_byte))))
(and (and (>= s878_0 0) (< s878_0 24)) (and (>= s878_byte 0) (< s878_byte 4)) $x653)))
(check-sat)
