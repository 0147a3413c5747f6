; program chain_column_blocks, triton_kernel_wrapper_functional_proxy_3.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy_3 x_ptr=slice_10)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r332_byte () Int)
(declare-fun r332_1 () Int)
(declare-fun r332_0 () Int)
(declare-fun byte () Int)
(declare-fun w333_byte () Int)
(declare-fun w333_1 () Int)
(declare-fun w333_0 () Int)
(assert
 (let ((?x273 (+ 0 (* 4 (+ 0 (+ (* r332_0 32) (* r332_1 1)))))))
 (and (and (>= r332_0 0) (< r332_0 8)) (and (>= r332_1 0) (< r332_1 32)) (and (>= r332_byte 0) (< r332_byte 4)) (= byte (+ ?x273 r332_byte)))))
(assert
 (let ((?x294 (+ 0 (* 4 (+ 24 (+ (* w333_0 32) (* w333_1 1)))))))
 (and (and (>= w333_0 0) (< w333_0 8)) (and (>= w333_1 0) (< w333_1 8)) (and (>= w333_byte 0) (< w333_byte 4)) (= byte (+ ?x294 w333_byte)))))
(assert
 (let (($x174 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
(let (($x182 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 32)))
(let (($x246 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 8) $x182 $x174)))
(or (or false) (not $x246))))))
(check-sat)
