; program interleaved, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_2)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r34_byte () Int)
(declare-fun r34_0 () Int)
(declare-fun byte () Int)
(declare-fun w35_byte () Int)
(declare-fun w35_0 () Int)
(assert
 (let (($x43 (= byte (+ (+ 0 (* 4 (+ 0 (* r34_0 1)))) r34_byte))))
 (and (and (>= r34_0 0) (< r34_0 32)) (and (>= r34_byte 0) (< r34_byte 4)) $x43)))
(assert
 (let (($x212 (= byte (+ (+ 0 (* 4 (+ 1 (* w35_0 2)))) w35_byte))))
 (and (and (>= w35_0 0) (< w35_0 16)) (and (>= w35_byte 0) (< w35_byte 4)) $x212)))
(assert
 (let (($x102 (and (>= (- (div (- byte 0) 4) 1) 0) (< (div (- (div (- byte 0) 4) 1) 2) 16) (= (mod (- (div (- byte 0) 4) 1) 2) 0))))
(or (or false) (not $x102))))
(check-sat)
