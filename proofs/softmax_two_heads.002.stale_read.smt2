; program softmax_two_heads, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r475_byte () Int)
(declare-fun r475_1 () Int)
(declare-fun r475_0 () Int)
(declare-fun byte () Int)
(declare-fun w476_byte () Int)
(declare-fun w476_1 () Int)
(declare-fun w476_0 () Int)
(assert
 (let ((?x604 (+ 0 (* 4 (+ 0 (+ (* r475_0 32) (* r475_1 1)))))))
 (and (and (>= r475_0 0) (< r475_0 8)) (and (>= r475_1 0) (< r475_1 32)) (and (>= r475_byte 0) (< r475_byte 4)) (= byte (+ ?x604 r475_byte)))))
(assert
 (let ((?x758 (+ 0 (* 4 (+ 0 (+ (* w476_0 32) (* w476_1 1)))))))
 (and (and (>= w476_0 0) (< w476_0 8)) (and (>= w476_1 0) (< w476_1 16)) (and (>= w476_byte 0) (< w476_byte 4)) (= byte (+ ?x758 w476_byte)))))
(assert
 (let (($x1037 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
(let (($x605 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 32)))
(let (($x857 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 8) $x605 $x1037)))
(or (or false) (not $x857))))))
(check-sat)
