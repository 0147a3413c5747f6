; program chain_column_blocks, triton_kernel_wrapper_functional_proxy_3.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy_3 x_ptr=slice_10)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r348_byte () Int)
(declare-fun r348_1 () Int)
(declare-fun r348_0 () Int)
(declare-fun byte () Int)
(declare-fun w349_byte () Int)
(declare-fun w349_1 () Int)
(declare-fun w349_0 () Int)
(assert
 (let ((?x256 (+ 0 (* 4 (+ 0 (+ (* r348_0 32) (* r348_1 1)))))))
 (and (and (>= r348_0 0) (< r348_0 8)) (and (>= r348_1 0) (< r348_1 32)) (and (>= r348_byte 0) (< r348_byte 4)) (= byte (+ ?x256 r348_byte)))))
(assert
 (let ((?x230 (+ 0 (* 4 (+ 24 (+ (* w349_0 32) (* w349_1 1)))))))
 (and (and (>= w349_0 0) (< w349_0 8)) (and (>= w349_1 0) (< w349_1 8)) (and (>= w349_byte 0) (< w349_byte 4)) (= byte (+ ?x230 w349_byte)))))
(assert
 (let (($x307 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
(let (($x158 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 32)))
(let (($x109 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 8) $x158 $x307)))
(or (or false) (not $x109))))))
(check-sat)
