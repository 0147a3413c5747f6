; program chain_column_blocks, triton_kernel_wrapper_functional_proxy_3.x_ptr: stale read (slice_scatter_3 reads slice_scatter_2 vs triton_kernel_wrapper_functional_proxy_3 x_ptr=slice_10)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r328_byte () Int)
(declare-fun r328_1 () Int)
(declare-fun r328_0 () Int)
(declare-fun byte () Int)
(declare-fun w329_byte () Int)
(declare-fun w329_1 () Int)
(declare-fun w329_0 () Int)
(assert
 (let ((?x91 (+ 0 (* 4 (+ 0 (+ (* r328_0 32) (* r328_1 1)))))))
 (and (and (>= r328_0 0) (< r328_0 8)) (and (>= r328_1 0) (< r328_1 32)) (and (>= r328_byte 0) (< r328_byte 4)) (= byte (+ ?x91 r328_byte)))))
(assert
 (let ((?x330 (+ 0 (* 4 (+ 24 (+ (* w329_0 32) (* w329_1 1)))))))
 (and (and (>= w329_0 0) (< w329_0 8)) (and (>= w329_1 0) (< w329_1 8)) (and (>= w329_byte 0) (< w329_byte 4)) (= byte (+ ?x330 w329_byte)))))
(assert
 (let (($x119 (= (mod (mod (- (div (- byte 0) 4) 24) 32) 1) 0)))
(let (($x83 (< (div (mod (- (div (- byte 0) 4) 24) 32) 1) 8)))
(let (($x208 (and (>= (- (div (- byte 0) 4) 24) 0) (< (div (- (div (- byte 0) 4) 24) 32) 8) $x83 $x119)))
(or (or false) (not $x208))))))
(check-sat)
