; program chain_column_blocks, triton_kernel_wrapper_functional_proxy_3.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy_3 x_ptr=slice_10)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r594_byte () Int)
(declare-fun r594_1 () Int)
(declare-fun r594_0 () Int)
(declare-fun byte () Int)
(declare-fun w595_byte () Int)
(declare-fun w595_1 () Int)
(declare-fun w595_0 () Int)
(assert
 (let ((?x776 (+ 0 (* 4 (+ 0 (+ (* r594_0 32) (* r594_1 1)))))))
 (and (and (>= r594_0 0) (< r594_0 8)) (and (>= r594_1 0) (< r594_1 32)) (and (>= r594_byte 0) (< r594_byte 4)) (= byte (+ ?x776 r594_byte)))))
(assert
 (let ((?x963 (+ 0 (* 4 (+ 24 (+ (* w595_0 32) (* w595_1 1)))))))
 (and (and (>= w595_0 0) (< w595_0 8)) (and (>= w595_1 0) (< w595_1 8)) (and (>= w595_byte 0) (< w595_byte 4)) (= byte (+ ?x963 w595_byte)))))
(assert
 (let (($x683 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
(let (($x545 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 32)))
(let (($x565 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 8) $x545 $x683)))
(or (or false) (not $x565))))))
(check-sat)
