; program chain_column_blocks, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy_1 x_ptr=slice_4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r583_byte () Int)
(declare-fun r583_1 () Int)
(declare-fun r583_0 () Int)
(declare-fun byte () Int)
(declare-fun w584_byte () Int)
(declare-fun w584_1 () Int)
(declare-fun w584_0 () Int)
(assert
 (let ((?x63 (+ 0 (* 4 (+ 0 (+ (* r583_0 32) (* r583_1 1)))))))
 (and (and (>= r583_0 0) (< r583_0 8)) (and (>= r583_1 0) (< r583_1 32)) (and (>= r583_byte 0) (< r583_byte 4)) (= byte (+ ?x63 r583_byte)))))
(assert
 (let ((?x333 (+ 0 (* 4 (+ 8 (+ (* w584_0 32) (* w584_1 1)))))))
 (and (and (>= w584_0 0) (< w584_0 8)) (and (>= w584_1 0) (< w584_1 8)) (and (>= w584_byte 0) (< w584_byte 4)) (= byte (+ ?x333 w584_byte)))))
(assert
 (let (($x1032 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
(let (($x49449 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 32)))
(let (($x910 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 8) $x49449 $x1032)))
(or (or false) (not $x910))))))
(check-sat)
