; program chain_column_blocks, triton_kernel_wrapper_functional_proxy_3.x_ptr: stale read (slice_scatter_3 reads slice_scatter_2 vs triton_kernel_wrapper_functional_proxy_3 x_ptr=slice_10)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r422_byte () Int)
(declare-fun r422_1 () Int)
(declare-fun r422_0 () Int)
(declare-fun byte () Int)
(declare-fun w423_byte () Int)
(declare-fun w423_1 () Int)
(declare-fun w423_0 () Int)
(assert
 (let ((?x767 (+ 0 (* 4 (+ 0 (+ (* r422_0 32) (* r422_1 1)))))))
 (and (and (>= r422_0 0) (< r422_0 8)) (and (>= r422_1 0) (< r422_1 32)) (and (>= r422_byte 0) (< r422_byte 4)) (= byte (+ ?x767 r422_byte)))))
(assert
 (let ((?x187 (+ 0 (* 4 (+ 24 (+ (* w423_0 32) (* w423_1 1)))))))
 (and (and (>= w423_0 0) (< w423_0 8)) (and (>= w423_1 0) (< w423_1 8)) (and (>= w423_byte 0) (< w423_byte 4)) (= byte (+ ?x187 w423_byte)))))
(assert
 (let (($x861 (= (mod (mod (- (div (- byte 0) 4) 24) 32) 1) 0)))
(let (($x21 (< (div (mod (- (div (- byte 0) 4) 24) 32) 1) 8)))
(let (($x62 (and (>= (- (div (- byte 0) 4) 24) 0) (< (div (- (div (- byte 0) 4) 24) 32) 8) $x21 $x861)))
(or (or false) (not $x62))))))
(check-sat)
