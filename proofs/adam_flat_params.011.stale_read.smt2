; program adam_flat_params, triton_kernel_wrapper_functional_proxy_1.m_ptr: stale read (slice_scatter_4 reads slice_scatter_1 vs triton_kernel_wrapper_functional_proxy_1 m_ptr=slice_13, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r557_byte () Int)
(declare-fun r557_0 () Int)
(declare-fun byte () Int)
(declare-fun w558_byte () Int)
(declare-fun w558_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s559_byte () Int)
(declare-fun s559_0 () Int)
(assert
 (let (($x586 (= byte (+ (+ 0 (* 4 (+ 0 (* r557_0 1)))) r557_byte))))
 (and (and (>= r557_0 0) (< r557_0 64)) (and (>= r557_byte 0) (< r557_byte 4)) $x586)))
(assert
 (let (($x319 (= byte (+ (+ 0 (* 4 (+ 32 (* w558_0 1)))) w558_byte))))
 (and (and (>= w558_0 0) (< w558_0 32)) (and (>= w558_byte 0) (< w558_byte 4)) $x319)))
(assert
 (let (($x582 (and (>= (- (div (- byte 0) 4) 32) 0) (< (div (- (div (- byte 0) 4) 32) 1) 32) (= (mod (- (div (- byte 0) 4) 32) 1) 0))))
 (or (or false) (not $x582))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r557_0 1)))) held_byte0)))
(assert
 (let (($x293 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s559_0 1)))) s559_byte))))
(and (and (>= s559_0 0) (< s559_0 64)) (and (>= s559_byte 0) (< s559_byte 4)) $x293)))
(check-sat)
