; program quantize_into_slice, triton_kernel_wrapper_functional_proxy.out_ptr: stale read (slice_scatter reads arg1_1 vs triton_kernel_wrapper_functional_proxy out_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r318_byte () Int)
(declare-fun r318_1 () Int)
(declare-fun r318_0 () Int)
(declare-fun byte () Int)
(declare-fun w319_byte () Int)
(declare-fun w319_1 () Int)
(declare-fun w319_0 () Int)
(assert
 (let ((?x99 (+ 0 (* 1 (+ 0 (+ (* r318_0 16) (* r318_1 1)))))))
 (and (and (>= r318_0 0) (< r318_0 24)) (and (>= r318_1 0) (< r318_1 16)) (and (>= r318_byte 0) (< r318_byte 1)) (= byte (+ ?x99 r318_byte)))))
(assert
 (let ((?x97 (+ 0 (* 1 (+ 128 (+ (* w319_0 16) (* w319_1 1)))))))
 (and (and (>= w319_0 0) (< w319_0 8)) (and (>= w319_1 0) (< w319_1 16)) (and (>= w319_byte 0) (< w319_byte 1)) (= byte (+ ?x97 w319_byte)))))
(assert
 (let (($x304 (= (mod (mod (- (div (- byte 0) 1) 128) 16) 1) 0)))
(let (($x315 (< (div (mod (- (div (- byte 0) 1) 128) 16) 1) 16)))
(let (($x73 (and (>= (- (div (- byte 0) 1) 128) 0) (< (div (- (div (- byte 0) 1) 128) 16) 8) $x315 $x304)))
(or (or false) (not $x73))))))
(check-sat)
