; program disjoint_rows_kernel, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (select_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=select_1)
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
(declare-fun w41_0 () Int)
(assert
 (let ((?x174 (+ 0 (* 4 (+ 0 (+ (* r40_0 8) (* r40_1 1)))))))
 (and (and (>= r40_0 0) (< r40_0 4)) (and (>= r40_1 0) (< r40_1 8)) (and (>= r40_byte 0) (< r40_byte 4)) (= byte (+ ?x174 r40_byte)))))
(assert
 (let (($x177 (= byte (+ (+ 0 (* 4 (+ 8 (* w41_0 1)))) w41_byte))))
 (and (and (>= w41_0 0) (< w41_0 8)) (and (>= w41_byte 0) (< w41_byte 4)) $x177)))
(assert
 (let (($x69 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 1) 8) (= (mod (- (div (- byte 0) 4) 8) 1) 0))))
(or (or false) (not $x69))))
(check-sat)
