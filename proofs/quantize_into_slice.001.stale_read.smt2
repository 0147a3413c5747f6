; program quantize_into_slice, triton_kernel_wrapper_functional_proxy.out_ptr: stale read (end of graph reads arg1_1 vs triton_kernel_wrapper_functional_proxy out_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r304_byte () Int)
(declare-fun r304_1 () Int)
(declare-fun r304_0 () Int)
(declare-fun byte () Int)
(declare-fun w305_byte () Int)
(declare-fun w305_1 () Int)
(declare-fun w305_0 () Int)
(assert
 (let ((?x237 (+ 0 (* 1 (+ 0 (+ (* r304_0 16) (* r304_1 1)))))))
 (and (and (>= r304_0 0) (< r304_0 24)) (and (>= r304_1 0) (< r304_1 16)) (and (>= r304_byte 0) (< r304_byte 1)) (= byte (+ ?x237 r304_byte)))))
(assert
 (let ((?x160 (+ 0 (* 1 (+ 128 (+ (* w305_0 16) (* w305_1 1)))))))
 (and (and (>= w305_0 0) (< w305_0 8)) (and (>= w305_1 0) (< w305_1 16)) (and (>= w305_byte 0) (< w305_byte 1)) (= byte (+ ?x160 w305_byte)))))
(assert
 (let (($x234 (= (mod (mod (- (div (- byte 0) 1) 0) 16) 1) 0)))
(let (($x143 (< (div (mod (- (div (- byte 0) 1) 0) 16) 1) 16)))
(let (($x171 (and (>= (- (div (- byte 0) 1) 0) 0) (< (div (- (div (- byte 0) 1) 0) 16) 24) $x143 $x234)))
(or (or false) (not $x171))))))
(check-sat)
