; program adam_flat_params, triton_kernel_wrapper_functional_proxy.v_ptr: stale read (slice_scatter_2 reads arg3_1 vs triton_kernel_wrapper_functional_proxy v_ptr=slice_4, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r543_byte () Int)
(declare-fun r543_0 () Int)
(declare-fun byte () Int)
(declare-fun w544_byte () Int)
(declare-fun w544_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s545_byte () Int)
(declare-fun s545_0 () Int)
(assert
 (let (($x172 (= byte (+ (+ 0 (* 4 (+ 0 (* r543_0 1)))) r543_byte))))
 (and (and (>= r543_0 0) (< r543_0 64)) (and (>= r543_byte 0) (< r543_byte 4)) $x172)))
(assert
 (let (($x108 (= byte (+ (+ 0 (* 4 (+ 0 (* w544_0 1)))) w544_byte))))
 (and (and (>= w544_0 0) (< w544_0 32)) (and (>= w544_byte 0) (< w544_byte 4)) $x108)))
(assert
 (let (($x319 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
 (or (or false) (not $x319))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r543_0 1)))) held_byte0)))
(assert
 (let (($x173 (= carried0 (+ (+ 0 (* 4 (+ 32 (* s545_0 1)))) s545_byte))))
(and (and (>= s545_0 0) (< s545_0 32)) (and (>= s545_byte 0) (< s545_byte 4)) $x173)))
(check-sat)
