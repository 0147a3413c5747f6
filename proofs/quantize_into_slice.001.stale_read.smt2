; program quantize_into_slice, triton_kernel_wrapper_functional_proxy.out_ptr: stale read (end of graph reads arg1_1 vs triton_kernel_wrapper_functional_proxy out_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r870_byte () Int)
(declare-fun r870_1 () Int)
(declare-fun r870_0 () Int)
(declare-fun byte () Int)
(declare-fun w871_byte () Int)
(declare-fun w871_1 () Int)
(declare-fun w871_0 () Int)
(assert
 (let ((?x148 (+ 0 (* 1 (+ 0 (+ (* r870_0 16) (* r870_1 1)))))))
 (and (and (>= r870_0 0) (< r870_0 24)) (and (>= r870_1 0) (< r870_1 16)) (and (>= r870_byte 0) (< r870_byte 1)) (= byte (+ ?x148 r870_byte)))))
(assert
 (let ((?x658 (+ 0 (* 1 (+ 128 (+ (* w871_0 16) (* w871_1 1)))))))
 (and (and (>= w871_0 0) (< w871_0 8)) (and (>= w871_1 0) (< w871_1 16)) (and (>= w871_byte 0) (< w871_byte 1)) (= byte (+ ?x658 w871_byte)))))
(assert
 (let (($x192 (= (mod (mod (- (div (- byte 0) 1) 0) 16) 1) 0)))
(let (($x226 (< (div (mod (- (div (- byte 0) 1) 0) 16) 1) 16)))
(let (($x703 (and (>= (- (div (- byte 0) 1) 0) 0) (< (div (- (div (- byte 0) 1) 0) 16) 24) $x226 $x192)))
(or (or false) (not $x703))))))
(check-sat)
