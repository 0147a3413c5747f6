; program interleaved_2d, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r40_byte () Int)
(declare-fun r40_1 () Int)
(declare-fun r40_0 () Int)
(declare-fun byte () Int)
(declare-fun w41_byte () Int)
(declare-fun w41_1 () Int)
(declare-fun w41_0 () Int)
(assert
 (let ((?x134 (+ 0 (* 4 (+ 0 (+ (* r40_0 16) (* r40_1 1)))))))
 (and (and (>= r40_0 0) (< r40_0 4)) (and (>= r40_1 0) (< r40_1 16)) (and (>= r40_byte 0) (< r40_byte 4)) (= byte (+ ?x134 r40_byte)))))
(assert
 (let ((?x42 (+ 0 (* 4 (+ 1 (+ (* w41_0 16) (* w41_1 2)))))))
 (and (and (>= w41_0 0) (< w41_0 4)) (and (>= w41_1 0) (< w41_1 8)) (and (>= w41_byte 0) (< w41_byte 4)) (= byte (+ ?x42 w41_byte)))))
(assert
 (let (($x54 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x67 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x141 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x67 $x54)))
(or (or false) (not $x141))))))
(check-sat)
