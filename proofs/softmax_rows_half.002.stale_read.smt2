; program softmax_rows_half, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r605_byte () Int)
(declare-fun r605_1 () Int)
(declare-fun r605_0 () Int)
(declare-fun byte () Int)
(declare-fun w606_byte () Int)
(declare-fun w606_1 () Int)
(declare-fun w606_0 () Int)
(assert
 (let ((?x222 (+ 0 (* 4 (+ 0 (+ (* r605_0 16) (* r605_1 1)))))))
 (and (and (>= r605_0 0) (< r605_0 8)) (and (>= r605_1 0) (< r605_1 16)) (and (>= r605_byte 0) (< r605_byte 4)) (= byte (+ ?x222 r605_byte)))))
(assert
 (let ((?x47 (+ 0 (* 4 (+ 0 (+ (* w606_0 16) (* w606_1 1)))))))
 (and (and (>= w606_0 0) (< w606_0 4)) (and (>= w606_1 0) (< w606_1 16)) (and (>= w606_byte 0) (< w606_byte 4)) (= byte (+ ?x47 w606_byte)))))
(assert
 (let (($x621 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x633 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x531 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 8) $x633 $x621)))
(or (or false) (not $x531))))))
(check-sat)
