; program softmax_two_heads, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r536_byte () Int)
(declare-fun r536_1 () Int)
(declare-fun r536_0 () Int)
(declare-fun byte () Int)
(declare-fun w537_byte () Int)
(declare-fun w537_1 () Int)
(declare-fun w537_0 () Int)
(assert
 (let ((?x570 (+ 0 (* 4 (+ 0 (+ (* r536_0 32) (* r536_1 1)))))))
 (and (and (>= r536_0 0) (< r536_0 8)) (and (>= r536_1 0) (< r536_1 32)) (and (>= r536_byte 0) (< r536_byte 4)) (= byte (+ ?x570 r536_byte)))))
(assert
 (let ((?x204 (+ 0 (* 4 (+ 0 (+ (* w537_0 32) (* w537_1 1)))))))
 (and (and (>= w537_0 0) (< w537_0 8)) (and (>= w537_1 0) (< w537_1 16)) (and (>= w537_byte 0) (< w537_byte 4)) (= byte (+ ?x204 w537_byte)))))
(assert
 (let (($x634 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
(let (($x415 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 32)))
(let (($x551 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 8) $x415 $x634)))
(or (or false) (not $x551))))))
(check-sat)
