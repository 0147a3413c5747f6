; program quantize_into_slice, triton_kernel_wrapper_functional_proxy.out_ptr: stale read (end of graph reads arg1_1 vs triton_kernel_wrapper_functional_proxy out_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r874_byte () Int)
(declare-fun r874_1 () Int)
(declare-fun r874_0 () Int)
(declare-fun byte () Int)
(declare-fun w875_byte () Int)
(declare-fun w875_1 () Int)
(declare-fun w875_0 () Int)
(assert
 (let ((?x56 (+ 0 (* 1 (+ 0 (+ (* r874_0 16) (* r874_1 1)))))))
 (and (and (>= r874_0 0) (< r874_0 24)) (and (>= r874_1 0) (< r874_1 16)) (and (>= r874_byte 0) (< r874_byte 1)) (= byte (+ ?x56 r874_byte)))))
(assert
 (let ((?x708 (+ 0 (* 1 (+ 128 (+ (* w875_0 16) (* w875_1 1)))))))
 (and (and (>= w875_0 0) (< w875_0 8)) (and (>= w875_1 0) (< w875_1 16)) (and (>= w875_byte 0) (< w875_byte 1)) (= byte (+ ?x708 w875_byte)))))
(assert
 (let (($x344 (= (mod (mod (- (div (- byte 0) 1) 0) 16) 1) 0)))
(let (($x246 (< (div (mod (- (div (- byte 0) 1) 0) 16) 1) 16)))
(let (($x422 (and (>= (- (div (- byte 0) 1) 0) 0) (< (div (- (div (- byte 0) 1) 0) 16) 24) $x246 $x344)))
(or (or false) (not $x422))))))
(check-sat)
