; program quantize_into_slice, triton_kernel_wrapper_functional_proxy.out_ptr: stale read (end of graph reads arg1_1 vs triton_kernel_wrapper_functional_proxy out_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r551_byte () Int)
(declare-fun r551_1 () Int)
(declare-fun r551_0 () Int)
(declare-fun byte () Int)
(declare-fun w552_byte () Int)
(declare-fun w552_1 () Int)
(declare-fun w552_0 () Int)
(assert
 (let ((?x1285 (+ 0 (* 1 (+ 0 (+ (* r551_0 16) (* r551_1 1)))))))
 (and (and (>= r551_0 0) (< r551_0 24)) (and (>= r551_1 0) (< r551_1 16)) (and (>= r551_byte 0) (< r551_byte 1)) (= byte (+ ?x1285 r551_byte)))))
(assert
 (let ((?x1264 (+ 0 (* 1 (+ 128 (+ (* w552_0 16) (* w552_1 1)))))))
 (and (and (>= w552_0 0) (< w552_0 8)) (and (>= w552_1 0) (< w552_1 16)) (and (>= w552_byte 0) (< w552_byte 1)) (= byte (+ ?x1264 w552_byte)))))
(assert
 (let (($x277 (= (mod (mod (- (div (- byte 0) 1) 0) 16) 1) 0)))
(let (($x269 (< (div (mod (- (div (- byte 0) 1) 0) 16) 1) 16)))
(let (($x136 (and (>= (- (div (- byte 0) 1) 0) 0) (< (div (- (div (- byte 0) 1) 0) 16) 24) $x269 $x277)))
(or (or false) (not $x136))))))
(check-sat)
