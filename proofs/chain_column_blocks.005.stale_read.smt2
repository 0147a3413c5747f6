; program chain_column_blocks, triton_kernel_wrapper_functional_proxy_2.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy_2 x_ptr=slice_7)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r344_byte () Int)
(declare-fun r344_1 () Int)
(declare-fun r344_0 () Int)
(declare-fun byte () Int)
(declare-fun w345_byte () Int)
(declare-fun w345_1 () Int)
(declare-fun w345_0 () Int)
(assert
 (let ((?x317 (+ 0 (* 4 (+ 0 (+ (* r344_0 32) (* r344_1 1)))))))
 (and (and (>= r344_0 0) (< r344_0 8)) (and (>= r344_1 0) (< r344_1 32)) (and (>= r344_byte 0) (< r344_byte 4)) (= byte (+ ?x317 r344_byte)))))
(assert
 (let ((?x162 (+ 0 (* 4 (+ 16 (+ (* w345_0 32) (* w345_1 1)))))))
 (and (and (>= w345_0 0) (< w345_0 8)) (and (>= w345_1 0) (< w345_1 8)) (and (>= w345_byte 0) (< w345_byte 4)) (= byte (+ ?x162 w345_byte)))))
(assert
 (let (($x286 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
(let (($x208 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 32)))
(let (($x119 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 8) $x208 $x286)))
(or (or false) (not $x119))))))
(check-sat)
