; program softmax_two_heads, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy_1 x_ptr=slice_4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r286_byte () Int)
(declare-fun r286_1 () Int)
(declare-fun r286_0 () Int)
(declare-fun byte () Int)
(declare-fun w287_byte () Int)
(declare-fun w287_1 () Int)
(declare-fun w287_0 () Int)
(assert
 (let ((?x221 (+ 0 (* 4 (+ 0 (+ (* r286_0 32) (* r286_1 1)))))))
 (and (and (>= r286_0 0) (< r286_0 8)) (and (>= r286_1 0) (< r286_1 32)) (and (>= r286_byte 0) (< r286_byte 4)) (= byte (+ ?x221 r286_byte)))))
(assert
 (let ((?x106 (+ 0 (* 4 (+ 16 (+ (* w287_0 32) (* w287_1 1)))))))
 (and (and (>= w287_0 0) (< w287_0 8)) (and (>= w287_1 0) (< w287_1 16)) (and (>= w287_byte 0) (< w287_byte 4)) (= byte (+ ?x106 w287_byte)))))
(assert
 (let (($x143 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
(let (($x118 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 32)))
(let (($x256 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 8) $x118 $x143)))
(or (or false) (not $x256))))))
(check-sat)
