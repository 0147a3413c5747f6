; program chain_column_blocks, triton_kernel_wrapper_functional_proxy_3.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy_3 x_ptr=slice_10)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r884_byte () Int)
(declare-fun r884_1 () Int)
(declare-fun r884_0 () Int)
(declare-fun byte () Int)
(declare-fun w885_byte () Int)
(declare-fun w885_1 () Int)
(declare-fun w885_0 () Int)
(assert
 (let ((?x456 (+ 0 (* 4 (+ 0 (+ (* r884_0 32) (* r884_1 1)))))))
 (and (and (>= r884_0 0) (< r884_0 8)) (and (>= r884_1 0) (< r884_1 32)) (and (>= r884_byte 0) (< r884_byte 4)) (= byte (+ ?x456 r884_byte)))))
(assert
 (let ((?x255 (+ 0 (* 4 (+ 24 (+ (* w885_0 32) (* w885_1 1)))))))
 (and (and (>= w885_0 0) (< w885_0 8)) (and (>= w885_1 0) (< w885_1 8)) (and (>= w885_byte 0) (< w885_byte 4)) (= byte (+ ?x255 w885_byte)))))
(assert
 (let (($x570 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
(let (($x309 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 32)))
(let (($x381 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 8) $x309 $x570)))
(or (or false) (not $x381))))))
(check-sat)
