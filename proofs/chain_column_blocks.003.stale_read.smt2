; program chain_column_blocks, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy_1 x_ptr=slice_4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r340_byte () Int)
(declare-fun r340_1 () Int)
(declare-fun r340_0 () Int)
(declare-fun byte () Int)
(declare-fun w341_byte () Int)
(declare-fun w341_1 () Int)
(declare-fun w341_0 () Int)
(assert
 (let ((?x102 (+ 0 (* 4 (+ 0 (+ (* r340_0 32) (* r340_1 1)))))))
 (and (and (>= r340_0 0) (< r340_0 8)) (and (>= r340_1 0) (< r340_1 32)) (and (>= r340_byte 0) (< r340_byte 4)) (= byte (+ ?x102 r340_byte)))))
(assert
 (let ((?x311 (+ 0 (* 4 (+ 8 (+ (* w341_0 32) (* w341_1 1)))))))
 (and (and (>= w341_0 0) (< w341_0 8)) (and (>= w341_1 0) (< w341_1 8)) (and (>= w341_byte 0) (< w341_byte 4)) (= byte (+ ?x311 w341_byte)))))
(assert
 (let (($x22 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
(let (($x238 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 32)))
(let (($x250 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 8) $x238 $x22)))
(or (or false) (not $x250))))))
(check-sat)
