; program chain_column_blocks, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy_1 x_ptr=slice_4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r581_byte () Int)
(declare-fun r581_1 () Int)
(declare-fun r581_0 () Int)
(declare-fun byte () Int)
(declare-fun w582_byte () Int)
(declare-fun w582_1 () Int)
(declare-fun w582_0 () Int)
(assert
 (let ((?x261 (+ 0 (* 4 (+ 0 (+ (* r581_0 32) (* r581_1 1)))))))
 (and (and (>= r581_0 0) (< r581_0 8)) (and (>= r581_1 0) (< r581_1 32)) (and (>= r581_byte 0) (< r581_byte 4)) (= byte (+ ?x261 r581_byte)))))
(assert
 (let ((?x1392 (+ 0 (* 4 (+ 8 (+ (* w582_0 32) (* w582_1 1)))))))
 (and (and (>= w582_0 0) (< w582_0 8)) (and (>= w582_1 0) (< w582_1 8)) (and (>= w582_byte 0) (< w582_byte 4)) (= byte (+ ?x1392 w582_byte)))))
(assert
 (let (($x263 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
(let (($x604 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 32)))
(let (($x838 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 8) $x604 $x263)))
(or (or false) (not $x838))))))
(check-sat)
