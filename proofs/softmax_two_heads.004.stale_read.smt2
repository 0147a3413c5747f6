; program softmax_two_heads, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy_1 x_ptr=slice_4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r589_byte () Int)
(declare-fun r589_1 () Int)
(declare-fun r589_0 () Int)
(declare-fun byte () Int)
(declare-fun w590_byte () Int)
(declare-fun w590_1 () Int)
(declare-fun w590_0 () Int)
(assert
 (let ((?x382 (+ 0 (* 4 (+ 0 (+ (* r589_0 32) (* r589_1 1)))))))
 (and (and (>= r589_0 0) (< r589_0 8)) (and (>= r589_1 0) (< r589_1 32)) (and (>= r589_byte 0) (< r589_byte 4)) (= byte (+ ?x382 r589_byte)))))
(assert
 (let ((?x182 (+ 0 (* 4 (+ 16 (+ (* w590_0 32) (* w590_1 1)))))))
 (and (and (>= w590_0 0) (< w590_0 8)) (and (>= w590_1 0) (< w590_1 16)) (and (>= w590_byte 0) (< w590_byte 4)) (= byte (+ ?x182 w590_byte)))))
(assert
 (let (($x246 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
(let (($x608 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 32)))
(let (($x208 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 8) $x608 $x246)))
(or (or false) (not $x208))))))
(check-sat)
