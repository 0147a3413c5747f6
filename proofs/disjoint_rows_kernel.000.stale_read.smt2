; program disjoint_rows_kernel, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (select_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=select_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r30_byte () Int)
(declare-fun r30_1 () Int)
(declare-fun r30_0 () Int)
(declare-fun byte () Int)
(declare-fun w31_byte () Int)
(declare-fun w31_0 () Int)
(assert
 (let ((?x195 (+ 0 (* 4 (+ 0 (+ (* r30_0 8) (* r30_1 1)))))))
 (and (and (>= r30_0 0) (< r30_0 4)) (and (>= r30_1 0) (< r30_1 8)) (and (>= r30_byte 0) (< r30_byte 4)) (= byte (+ ?x195 r30_byte)))))
(assert
 (let (($x64 (= byte (+ (+ 0 (* 4 (+ 8 (* w31_0 1)))) w31_byte))))
 (and (and (>= w31_0 0) (< w31_0 8)) (and (>= w31_byte 0) (< w31_byte 4)) $x64)))
(assert
 (let (($x193 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 1) 8) (= (mod (- (div (- byte 0) 4) 8) 1) 0))))
(or (or false) (not $x193))))
(check-sat)
