; program merge_into_prefix, triton_kernel_wrapper_functional_proxy.out_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy out_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r337_byte () Int)
(declare-fun r337_1 () Int)
(declare-fun r337_0 () Int)
(declare-fun byte () Int)
(declare-fun w338_byte () Int)
(declare-fun w338_1 () Int)
(declare-fun w338_0 () Int)
(assert
 (let ((?x355 (+ 0 (* 4 (+ 0 (+ (* r337_0 16) (* r337_1 1)))))))
 (and (and (>= r337_0 0) (< r337_0 8)) (and (>= r337_1 0) (< r337_1 16)) (and (>= r337_byte 0) (< r337_byte 4)) (= byte (+ ?x355 r337_byte)))))
(assert
 (let ((?x452 (+ 0 (* 4 (+ 32 (+ (* w338_0 16) (* w338_1 1)))))))
 (and (and (>= w338_0 0) (< w338_0 4)) (and (>= w338_1 0) (< w338_1 16)) (and (>= w338_byte 0) (< w338_byte 4)) (= byte (+ ?x452 w338_byte)))))
(assert
 (let (($x475 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x194 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x112 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 8) $x194 $x475)))
(or (or false) (not $x112))))))
(check-sat)
