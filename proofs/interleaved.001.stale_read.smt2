; program interleaved, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_2)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r44_byte () Int)
(declare-fun r44_0 () Int)
(declare-fun byte () Int)
(declare-fun w45_byte () Int)
(declare-fun w45_0 () Int)
(assert
 (let (($x241 (= byte (+ (+ 0 (* 4 (+ 0 (* r44_0 1)))) r44_byte))))
 (and (and (>= r44_0 0) (< r44_0 32)) (and (>= r44_byte 0) (< r44_byte 4)) $x241)))
(assert
 (let (($x158 (= byte (+ (+ 0 (* 4 (+ 1 (* w45_0 2)))) w45_byte))))
 (and (and (>= w45_0 0) (< w45_0 16)) (and (>= w45_byte 0) (< w45_byte 4)) $x158)))
(assert
 (let (($x60 (and (>= (- (div (- byte 0) 4) 1) 0) (< (div (- (div (- byte 0) 4) 1) 2) 16) (= (mod (- (div (- byte 0) 4) 1) 2) 0))))
(or (or false) (not $x60))))
(check-sat)
