; program quantize_into_slice, triton_kernel_wrapper_functional_proxy.out_ptr: stale read (end of graph reads arg1_1 vs triton_kernel_wrapper_functional_proxy out_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r822_byte () Int)
(declare-fun r822_1 () Int)
(declare-fun r822_0 () Int)
(declare-fun byte () Int)
(declare-fun w823_byte () Int)
(declare-fun w823_1 () Int)
(declare-fun w823_0 () Int)
(assert
 (let ((?x399 (+ 0 (* 1 (+ 0 (+ (* r822_0 16) (* r822_1 1)))))))
 (and (and (>= r822_0 0) (< r822_0 24)) (and (>= r822_1 0) (< r822_1 16)) (and (>= r822_byte 0) (< r822_byte 1)) (= byte (+ ?x399 r822_byte)))))
(assert
 (let ((?x293 (+ 0 (* 1 (+ 128 (+ (* w823_0 16) (* w823_1 1)))))))
 (and (and (>= w823_0 0) (< w823_0 8)) (and (>= w823_1 0) (< w823_1 16)) (and (>= w823_byte 0) (< w823_byte 1)) (= byte (+ ?x293 w823_byte)))))
(assert
 (let (($x635 (= (mod (mod (- (div (- byte 0) 1) 0) 16) 1) 0)))
(let (($x290 (< (div (mod (- (div (- byte 0) 1) 0) 16) 1) 16)))
(let (($x502 (and (>= (- (div (- byte 0) 1) 0) 0) (< (div (- (div (- byte 0) 1) 0) 16) 24) $x290 $x635)))
(or (or false) (not $x502))))))
(check-sat)
