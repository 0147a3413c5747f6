; program quantize_into_slice, triton_kernel_wrapper_functional_proxy.out_ptr: stale read (end of graph reads arg1_1 vs triton_kernel_wrapper_functional_proxy out_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r396_byte () Int)
(declare-fun r396_1 () Int)
(declare-fun r396_0 () Int)
(declare-fun byte () Int)
(declare-fun w397_byte () Int)
(declare-fun w397_1 () Int)
(declare-fun w397_0 () Int)
(assert
 (let ((?x126 (+ 0 (* 1 (+ 0 (+ (* r396_0 16) (* r396_1 1)))))))
 (and (and (>= r396_0 0) (< r396_0 24)) (and (>= r396_1 0) (< r396_1 16)) (and (>= r396_byte 0) (< r396_byte 1)) (= byte (+ ?x126 r396_byte)))))
(assert
 (let ((?x202 (+ 0 (* 1 (+ 128 (+ (* w397_0 16) (* w397_1 1)))))))
 (and (and (>= w397_0 0) (< w397_0 8)) (and (>= w397_1 0) (< w397_1 16)) (and (>= w397_byte 0) (< w397_byte 1)) (= byte (+ ?x202 w397_byte)))))
(assert
 (let (($x2023 (= (mod (mod (- (div (- byte 0) 1) 0) 16) 1) 0)))
(let (($x33 (< (div (mod (- (div (- byte 0) 1) 0) 16) 1) 16)))
(let (($x367 (and (>= (- (div (- byte 0) 1) 0) 0) (< (div (- (div (- byte 0) 1) 0) 16) 24) $x33 $x2023)))
(or (or false) (not $x367))))))
(check-sat)
