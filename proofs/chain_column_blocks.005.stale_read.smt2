; program chain_column_blocks, triton_kernel_wrapper_functional_proxy_2.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy_2 x_ptr=slice_7)
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
 (let ((?x261 (+ 0 (* 4 (+ 0 (+ (* r328_0 32) (* r328_1 1)))))))
 (and (and (>= r328_0 0) (< r328_0 8)) (and (>= r328_1 0) (< r328_1 32)) (and (>= r328_byte 0) (< r328_byte 4)) (= byte (+ ?x261 r328_byte)))))
(assert
 (let ((?x269 (+ 0 (* 4 (+ 16 (+ (* w329_0 32) (* w329_1 1)))))))
 (and (and (>= w329_0 0) (< w329_0 8)) (and (>= w329_1 0) (< w329_1 8)) (and (>= w329_byte 0) (< w329_byte 4)) (= byte (+ ?x269 w329_byte)))))
(assert
 (let (($x61 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
(let (($x238 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 32)))
(let (($x304 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 8) $x238 $x61)))
(or (or false) (not $x304))))))
(check-sat)
