; program chain_column_blocks, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r336_byte () Int)
(declare-fun r336_1 () Int)
(declare-fun r336_0 () Int)
(declare-fun byte () Int)
(declare-fun w337_byte () Int)
(declare-fun w337_1 () Int)
(declare-fun w337_0 () Int)
(assert
 (let ((?x311 (+ 0 (* 4 (+ 0 (+ (* r336_0 32) (* r336_1 1)))))))
 (and (and (>= r336_0 0) (< r336_0 8)) (and (>= r336_1 0) (< r336_1 32)) (and (>= r336_byte 0) (< r336_byte 4)) (= byte (+ ?x311 r336_byte)))))
(assert
 (let ((?x319 (+ 0 (* 4 (+ 0 (+ (* w337_0 32) (* w337_1 1)))))))
 (and (and (>= w337_0 0) (< w337_0 8)) (and (>= w337_1 0) (< w337_1 8)) (and (>= w337_byte 0) (< w337_byte 4)) (= byte (+ ?x319 w337_byte)))))
(assert
 (let (($x93 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
(let (($x320 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 32)))
(let (($x110 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 8) $x320 $x93)))
(or (or false) (not $x110))))))
(check-sat)
