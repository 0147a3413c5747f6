; program swiglu_bwd, triton_kernel_wrapper_functional_proxy.b_ptr: stale read (end of graph reads arg2_1 vs triton_kernel_wrapper_functional_proxy b_ptr=arg2_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r640_byte () Int)
(declare-fun r640_1 () Int)
(declare-fun r640_0 () Int)
(declare-fun byte () Int)
(declare-fun w641_byte () Int)
(declare-fun w641_1 () Int)
(declare-fun w641_0 () Int)
(assert
 (let ((?x9932 (+ 0 (* 4 (+ 0 (+ (* r640_0 16) (* r640_1 1)))))))
 (and (and (>= r640_0 0) (< r640_0 4)) (and (>= r640_1 0) (< r640_1 16)) (and (>= r640_byte 0) (< r640_byte 4)) (= byte (+ ?x9932 r640_byte)))))
(assert
 (let ((?x9947 (+ 0 (* 4 (+ 0 (+ (* w641_0 16) (* w641_1 1)))))))
 (and (and (>= w641_0 0) (< w641_0 4)) (and (>= w641_1 0) (< w641_1 16)) (and (>= w641_byte 0) (< w641_byte 4)) (= byte (+ ?x9947 w641_byte)))))
(assert
 (let (($x402 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x7101 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x1046 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x7101 $x402)))
(or (or false) (not $x1046))))))
(check-sat)
