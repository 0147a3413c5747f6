; program quantize_into_slice, triton_kernel_wrapper_functional_proxy.out_ptr: stale read (slice_scatter reads arg1_1 vs triton_kernel_wrapper_functional_proxy out_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r394_byte () Int)
(declare-fun r394_1 () Int)
(declare-fun r394_0 () Int)
(declare-fun byte () Int)
(declare-fun w395_byte () Int)
(declare-fun w395_1 () Int)
(declare-fun w395_0 () Int)
(assert
 (let ((?x968 (+ 0 (* 1 (+ 0 (+ (* r394_0 16) (* r394_1 1)))))))
 (and (and (>= r394_0 0) (< r394_0 24)) (and (>= r394_1 0) (< r394_1 16)) (and (>= r394_byte 0) (< r394_byte 1)) (= byte (+ ?x968 r394_byte)))))
(assert
 (let ((?x248 (+ 0 (* 1 (+ 128 (+ (* w395_0 16) (* w395_1 1)))))))
 (and (and (>= w395_0 0) (< w395_0 8)) (and (>= w395_1 0) (< w395_1 16)) (and (>= w395_byte 0) (< w395_byte 1)) (= byte (+ ?x248 w395_byte)))))
(assert
 (let (($x308 (= (mod (mod (- (div (- byte 0) 1) 128) 16) 1) 0)))
(let (($x976 (< (div (mod (- (div (- byte 0) 1) 128) 16) 1) 16)))
(let (($x93 (and (>= (- (div (- byte 0) 1) 128) 0) (< (div (- (div (- byte 0) 1) 128) 16) 8) $x976 $x308)))
(or (or false) (not $x93))))))
(check-sat)
