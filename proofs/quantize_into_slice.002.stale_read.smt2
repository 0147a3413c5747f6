; program quantize_into_slice, triton_kernel_wrapper_functional_proxy.scale_ptr: stale read (slice_scatter_1 reads arg2_1 vs triton_kernel_wrapper_functional_proxy scale_ptr=slice_2, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r555_byte () Int)
(declare-fun r555_0 () Int)
(declare-fun byte () Int)
(declare-fun w556_byte () Int)
(declare-fun w556_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s557_byte () Int)
(declare-fun s557_0 () Int)
(assert
 (let (($x1158 (= byte (+ (+ 0 (* 4 (+ 0 (* r555_0 1)))) r555_byte))))
 (and (and (>= r555_0 0) (< r555_0 24)) (and (>= r555_byte 0) (< r555_byte 4)) $x1158)))
(assert
 (let (($x1178 (= byte (+ (+ 0 (* 4 (+ 8 (* w556_0 1)))) w556_byte))))
 (and (and (>= w556_0 0) (< w556_0 8)) (and (>= w556_byte 0) (< w556_byte 4)) $x1178)))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (= observed (+ (+ 0 (* 4 (+ 0 (* r555_0 1)))) held_byte)))
(assert
 (let (($x1653 (= observed (+ (+ 0 (* 4 (+ 0 (* s557_0 1)))) s557_byte))))
 (and (and (>= s557_0 0) (< s557_0 24)) (and (>= s557_byte 0) (< s557_byte 4)) $x1653)))
(assert
 (let (($x31865 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 1) 8) (= (mod (- (div (- byte 0) 4) 8) 1) 0))))
(or (or false) (not $x31865))))
(check-sat)
