; program quantize_into_slice, triton_kernel_wrapper_functional_proxy.out_ptr: stale read (slice_scatter reads arg1_1 vs triton_kernel_wrapper_functional_proxy out_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r302_byte () Int)
(declare-fun r302_1 () Int)
(declare-fun r302_0 () Int)
(declare-fun byte () Int)
(declare-fun w303_byte () Int)
(declare-fun w303_1 () Int)
(declare-fun w303_0 () Int)
(assert
 (let ((?x41 (+ 0 (* 1 (+ 0 (+ (* r302_0 16) (* r302_1 1)))))))
 (and (and (>= r302_0 0) (< r302_0 24)) (and (>= r302_1 0) (< r302_1 16)) (and (>= r302_byte 0) (< r302_byte 1)) (= byte (+ ?x41 r302_byte)))))
(assert
 (let ((?x278 (+ 0 (* 1 (+ 128 (+ (* w303_0 16) (* w303_1 1)))))))
 (and (and (>= w303_0 0) (< w303_0 8)) (and (>= w303_1 0) (< w303_1 16)) (and (>= w303_byte 0) (< w303_byte 1)) (= byte (+ ?x278 w303_byte)))))
(assert
 (let (($x129 (= (mod (mod (- (div (- byte 0) 1) 128) 16) 1) 0)))
(let (($x94 (< (div (mod (- (div (- byte 0) 1) 128) 16) 1) 16)))
(let (($x369 (and (>= (- (div (- byte 0) 1) 128) 0) (< (div (- (div (- byte 0) 1) 128) 16) 8) $x94 $x129)))
(or (or false) (not $x369))))))
(check-sat)
