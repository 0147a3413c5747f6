; program chain_column_blocks, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r412_byte () Int)
(declare-fun r412_1 () Int)
(declare-fun r412_0 () Int)
(declare-fun byte () Int)
(declare-fun w413_byte () Int)
(declare-fun w413_1 () Int)
(declare-fun w413_0 () Int)
(assert
 (let ((?x187 (+ 0 (* 4 (+ 0 (+ (* r412_0 32) (* r412_1 1)))))))
 (and (and (>= r412_0 0) (< r412_0 8)) (and (>= r412_1 0) (< r412_1 32)) (and (>= r412_byte 0) (< r412_byte 4)) (= byte (+ ?x187 r412_byte)))))
(assert
 (let ((?x952 (+ 0 (* 4 (+ 0 (+ (* w413_0 32) (* w413_1 1)))))))
 (and (and (>= w413_0 0) (< w413_0 8)) (and (>= w413_1 0) (< w413_1 8)) (and (>= w413_byte 0) (< w413_byte 4)) (= byte (+ ?x952 w413_byte)))))
(assert
 (let (($x265 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
(let (($x400 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 32)))
(let (($x94 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 8) $x400 $x265)))
(or (or false) (not $x94))))))
(check-sat)
