; program chain_column_blocks, triton_kernel_wrapper_functional_proxy_3.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy_3 x_ptr=slice_10)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r936_byte () Int)
(declare-fun r936_1 () Int)
(declare-fun r936_0 () Int)
(declare-fun byte () Int)
(declare-fun w937_byte () Int)
(declare-fun w937_1 () Int)
(declare-fun w937_0 () Int)
(assert
 (let ((?x425 (+ 0 (* 4 (+ 0 (+ (* r936_0 32) (* r936_1 1)))))))
 (and (and (>= r936_0 0) (< r936_0 8)) (and (>= r936_1 0) (< r936_1 32)) (and (>= r936_byte 0) (< r936_byte 4)) (= byte (+ ?x425 r936_byte)))))
(assert
 (let ((?x316 (+ 0 (* 4 (+ 24 (+ (* w937_0 32) (* w937_1 1)))))))
 (and (and (>= w937_0 0) (< w937_0 8)) (and (>= w937_1 0) (< w937_1 8)) (and (>= w937_byte 0) (< w937_byte 4)) (= byte (+ ?x316 w937_byte)))))
(assert
 (let (($x263 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
(let (($x183 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 32)))
(let (($x518 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 8) $x183 $x263)))
(or (or false) (not $x518))))))
(check-sat)
