; program softmax_two_heads, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy_1 x_ptr=slice_4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r541_byte () Int)
(declare-fun r541_1 () Int)
(declare-fun r541_0 () Int)
(declare-fun byte () Int)
(declare-fun w542_byte () Int)
(declare-fun w542_1 () Int)
(declare-fun w542_0 () Int)
(assert
 (let ((?x360 (+ 0 (* 4 (+ 0 (+ (* r541_0 32) (* r541_1 1)))))))
 (and (and (>= r541_0 0) (< r541_0 8)) (and (>= r541_1 0) (< r541_1 32)) (and (>= r541_byte 0) (< r541_byte 4)) (= byte (+ ?x360 r541_byte)))))
(assert
 (let ((?x443 (+ 0 (* 4 (+ 16 (+ (* w542_0 32) (* w542_1 1)))))))
 (and (and (>= w542_0 0) (< w542_0 8)) (and (>= w542_1 0) (< w542_1 16)) (and (>= w542_byte 0) (< w542_byte 4)) (= byte (+ ?x443 w542_byte)))))
(assert
 (let (($x465 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
(let (($x156 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 32)))
(let (($x511 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 8) $x156 $x465)))
(or (or false) (not $x511))))))
(check-sat)
