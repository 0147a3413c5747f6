; program quantize_into_slice, triton_kernel_wrapper_functional_proxy.out_ptr: stale read (end of graph reads arg1_1 vs triton_kernel_wrapper_functional_proxy out_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r320_byte () Int)
(declare-fun r320_1 () Int)
(declare-fun r320_0 () Int)
(declare-fun byte () Int)
(declare-fun w321_byte () Int)
(declare-fun w321_1 () Int)
(declare-fun w321_0 () Int)
(assert
 (let ((?x311 (+ 0 (* 1 (+ 0 (+ (* r320_0 16) (* r320_1 1)))))))
 (and (and (>= r320_0 0) (< r320_0 24)) (and (>= r320_1 0) (< r320_1 16)) (and (>= r320_byte 0) (< r320_byte 1)) (= byte (+ ?x311 r320_byte)))))
(assert
 (let ((?x184 (+ 0 (* 1 (+ 128 (+ (* w321_0 16) (* w321_1 1)))))))
 (and (and (>= w321_0 0) (< w321_0 8)) (and (>= w321_1 0) (< w321_1 16)) (and (>= w321_byte 0) (< w321_byte 1)) (= byte (+ ?x184 w321_byte)))))
(assert
 (let (($x293 (= (mod (mod (- (div (- byte 0) 1) 0) 16) 1) 0)))
(let (($x224 (< (div (mod (- (div (- byte 0) 1) 0) 16) 1) 16)))
(let (($x191 (and (>= (- (div (- byte 0) 1) 0) 0) (< (div (- (div (- byte 0) 1) 0) 16) 24) $x224 $x293)))
(or (or false) (not $x191))))))
(check-sat)
