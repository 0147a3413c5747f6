; program softmax_two_heads, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r588_byte () Int)
(declare-fun r588_1 () Int)
(declare-fun r588_0 () Int)
(declare-fun byte () Int)
(declare-fun w589_byte () Int)
(declare-fun w589_1 () Int)
(declare-fun w589_0 () Int)
(assert
 (let ((?x435 (+ 0 (* 4 (+ 0 (+ (* r588_0 32) (* r588_1 1)))))))
 (and (and (>= r588_0 0) (< r588_0 8)) (and (>= r588_1 0) (< r588_1 32)) (and (>= r588_byte 0) (< r588_byte 4)) (= byte (+ ?x435 r588_byte)))))
(assert
 (let ((?x587 (+ 0 (* 4 (+ 0 (+ (* w589_0 32) (* w589_1 1)))))))
 (and (and (>= w589_0 0) (< w589_0 8)) (and (>= w589_1 0) (< w589_1 16)) (and (>= w589_byte 0) (< w589_byte 4)) (= byte (+ ?x587 w589_byte)))))
(assert
 (let (($x43 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
(let (($x333 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 32)))
(let (($x320 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 8) $x333 $x43)))
(or (or false) (not $x320))))))
(check-sat)
