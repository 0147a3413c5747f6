; program softmax_two_heads, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r584_byte () Int)
(declare-fun r584_1 () Int)
(declare-fun r584_0 () Int)
(declare-fun byte () Int)
(declare-fun w585_byte () Int)
(declare-fun w585_1 () Int)
(declare-fun w585_0 () Int)
(assert
 (let ((?x634 (+ 0 (* 4 (+ 0 (+ (* r584_0 32) (* r584_1 1)))))))
 (and (and (>= r584_0 0) (< r584_0 8)) (and (>= r584_1 0) (< r584_1 32)) (and (>= r584_byte 0) (< r584_byte 4)) (= byte (+ ?x634 r584_byte)))))
(assert
 (let ((?x562 (+ 0 (* 4 (+ 0 (+ (* w585_0 32) (* w585_1 1)))))))
 (and (and (>= w585_0 0) (< w585_0 8)) (and (>= w585_1 0) (< w585_1 16)) (and (>= w585_byte 0) (< w585_byte 4)) (= byte (+ ?x562 w585_byte)))))
(assert
 (let (($x188 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
(let (($x356 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 32)))
(let (($x363 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 8) $x356 $x188)))
(or (or false) (not $x363))))))
(check-sat)
