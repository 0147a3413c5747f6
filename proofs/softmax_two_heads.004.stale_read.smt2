; program softmax_two_heads, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy_1 x_ptr=slice_4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r593_byte () Int)
(declare-fun r593_1 () Int)
(declare-fun r593_0 () Int)
(declare-fun byte () Int)
(declare-fun w594_byte () Int)
(declare-fun w594_1 () Int)
(declare-fun w594_0 () Int)
(assert
 (let ((?x429 (+ 0 (* 4 (+ 0 (+ (* r593_0 32) (* r593_1 1)))))))
 (and (and (>= r593_0 0) (< r593_0 8)) (and (>= r593_1 0) (< r593_1 32)) (and (>= r593_byte 0) (< r593_byte 4)) (= byte (+ ?x429 r593_byte)))))
(assert
 (let ((?x630 (+ 0 (* 4 (+ 16 (+ (* w594_0 32) (* w594_1 1)))))))
 (and (and (>= w594_0 0) (< w594_0 8)) (and (>= w594_1 0) (< w594_1 16)) (and (>= w594_byte 0) (< w594_byte 4)) (= byte (+ ?x630 w594_byte)))))
(assert
 (let (($x595 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
(let (($x301 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 32)))
(let (($x534 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 8) $x301 $x595)))
(or (or false) (not $x534))))))
(check-sat)
