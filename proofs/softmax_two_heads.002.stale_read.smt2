; program softmax_two_heads, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (slice_scatter_1 reads slice_scatter vs triton_kernel_wrapper_functional_proxy_1 x_ptr=slice_4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r284_byte () Int)
(declare-fun r284_1 () Int)
(declare-fun r284_0 () Int)
(declare-fun byte () Int)
(declare-fun w285_byte () Int)
(declare-fun w285_1 () Int)
(declare-fun w285_0 () Int)
(assert
 (let ((?x119 (+ 0 (* 4 (+ 0 (+ (* r284_0 32) (* r284_1 1)))))))
 (and (and (>= r284_0 0) (< r284_0 8)) (and (>= r284_1 0) (< r284_1 32)) (and (>= r284_byte 0) (< r284_byte 4)) (= byte (+ ?x119 r284_byte)))))
(assert
 (let ((?x174 (+ 0 (* 4 (+ 16 (+ (* w285_0 32) (* w285_1 1)))))))
 (and (and (>= w285_0 0) (< w285_0 8)) (and (>= w285_1 0) (< w285_1 16)) (and (>= w285_byte 0) (< w285_byte 4)) (= byte (+ ?x174 w285_byte)))))
(assert
 (let (($x300 (= (mod (mod (- (div (- byte 0) 4) 16) 32) 1) 0)))
(let (($x250 (< (div (mod (- (div (- byte 0) 4) 16) 32) 1) 16)))
(let (($x53 (and (>= (- (div (- byte 0) 4) 16) 0) (< (div (- (div (- byte 0) 4) 16) 32) 8) $x250 $x300)))
(or (or false) (not $x53))))))
(check-sat)
