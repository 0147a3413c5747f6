; program column_then_row, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1)
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
(declare-fun w65_1 () Int)
(declare-fun w65_0 () Int)
(assert
 (let ((?x136 (+ 0 (* 4 (+ 0 (+ (* r64_0 8) (* r64_1 1)))))))
 (and (and (>= r64_0 0) (< r64_0 4)) (and (>= r64_1 0) (< r64_1 8)) (and (>= r64_byte 0) (< r64_byte 4)) (= byte (+ ?x136 r64_byte)))))
(assert
 (let ((?x134 (+ 0 (* 4 (+ 0 (+ (* w65_0 8) (* w65_1 1)))))))
 (and (and (>= w65_0 0) (< w65_0 4)) (and (>= w65_1 0) (< w65_1 4)) (and (>= w65_byte 0) (< w65_byte 4)) (= byte (+ ?x134 w65_byte)))))
(assert
 (let (($x143 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x29 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x264 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 4) $x29 $x143)))
(or (or false) (not $x264))))))
(check-sat)
