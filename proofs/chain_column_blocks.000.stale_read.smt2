; program chain_column_blocks, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r410_byte () Int)
(declare-fun r410_1 () Int)
(declare-fun r410_0 () Int)
(declare-fun byte () Int)
(declare-fun w411_byte () Int)
(declare-fun w411_1 () Int)
(declare-fun w411_0 () Int)
(assert
 (let ((?x218 (+ 0 (* 4 (+ 0 (+ (* r410_0 32) (* r410_1 1)))))))
 (and (and (>= r410_0 0) (< r410_0 8)) (and (>= r410_1 0) (< r410_1 32)) (and (>= r410_byte 0) (< r410_byte 4)) (= byte (+ ?x218 r410_byte)))))
(assert
 (let ((?x152 (+ 0 (* 4 (+ 0 (+ (* w411_0 32) (* w411_1 1)))))))
 (and (and (>= w411_0 0) (< w411_0 8)) (and (>= w411_1 0) (< w411_1 8)) (and (>= w411_byte 0) (< w411_byte 4)) (= byte (+ ?x152 w411_byte)))))
(assert
 (let (($x265 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
(let (($x127 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 8)))
(let (($x80 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 8) $x127 $x265)))
(or (or false) (not $x80))))))
(check-sat)
