; program column_then_row, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (select_scatter reads slice_scatter vs triton_kernel_wrapper_functional_proxy_1 x_ptr=select_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r64_byte () Int)
(declare-fun r64_1 () Int)
(declare-fun r64_0 () Int)
(declare-fun byte () Int)
(declare-fun w65_byte () Int)
(declare-fun w65_0 () Int)
(assert
 (let ((?x240 (+ 0 (* 4 (+ 0 (+ (* r64_0 8) (* r64_1 1)))))))
 (and (and (>= r64_0 0) (< r64_0 4)) (and (>= r64_1 0) (< r64_1 8)) (and (>= r64_byte 0) (< r64_byte 4)) (= byte (+ ?x240 r64_byte)))))
(assert
 (let (($x155 (= byte (+ (+ 0 (* 4 (+ 8 (* w65_0 1)))) w65_byte))))
 (and (and (>= w65_0 0) (< w65_0 8)) (and (>= w65_byte 0) (< w65_byte 4)) $x155)))
(assert
 (let (($x56 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 1) 8) (= (mod (- (div (- byte 0) 4) 8) 1) 0))))
(or (or false) (not $x56))))
(check-sat)
