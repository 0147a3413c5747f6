; program quantize_into_slice, triton_kernel_wrapper_functional_proxy.out_ptr: stale read (slice_scatter reads arg1_1 vs triton_kernel_wrapper_functional_proxy out_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r300_byte () Int)
(declare-fun r300_1 () Int)
(declare-fun r300_0 () Int)
(declare-fun byte () Int)
(declare-fun w301_byte () Int)
(declare-fun w301_1 () Int)
(declare-fun w301_0 () Int)
(assert
 (let ((?x242 (+ 0 (* 1 (+ 0 (+ (* r300_0 16) (* r300_1 1)))))))
 (and (and (>= r300_0 0) (< r300_0 24)) (and (>= r300_1 0) (< r300_1 16)) (and (>= r300_byte 0) (< r300_byte 1)) (= byte (+ ?x242 r300_byte)))))
(assert
 (let ((?x61 (+ 0 (* 1 (+ 128 (+ (* w301_0 16) (* w301_1 1)))))))
 (and (and (>= w301_0 0) (< w301_0 8)) (and (>= w301_1 0) (< w301_1 16)) (and (>= w301_byte 0) (< w301_byte 1)) (= byte (+ ?x61 w301_byte)))))
(assert
 (let (($x228 (= (mod (mod (- (div (- byte 0) 1) 128) 16) 1) 0)))
(let (($x173 (< (div (mod (- (div (- byte 0) 1) 128) 16) 1) 16)))
(let (($x119 (and (>= (- (div (- byte 0) 1) 128) 0) (< (div (- (div (- byte 0) 1) 128) 16) 8) $x173 $x228)))
(or (or false) (not $x119))))))
(check-sat)
