; program rotary_per_head, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (slice_scatter_1 reads slice_scatter vs triton_kernel_wrapper_functional_proxy_1 x_ptr=slice_4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r258_byte () Int)
(declare-fun r258_1 () Int)
(declare-fun r258_0 () Int)
(declare-fun byte () Int)
(declare-fun w259_byte () Int)
(declare-fun w259_1 () Int)
(declare-fun w259_0 () Int)
(assert
 (let ((?x153 (+ 0 (* 4 (+ 0 (+ (* r258_0 16) (* r258_1 1)))))))
 (and (and (>= r258_0 0) (< r258_0 8)) (and (>= r258_1 0) (< r258_1 16)) (and (>= r258_byte 0) (< r258_byte 4)) (= byte (+ ?x153 r258_byte)))))
(assert
 (let ((?x97 (+ 0 (* 4 (+ 8 (+ (* w259_0 16) (* w259_1 1)))))))
 (and (and (>= w259_0 0) (< w259_0 8)) (and (>= w259_1 0) (< w259_1 8)) (and (>= w259_byte 0) (< w259_byte 4)) (= byte (+ ?x97 w259_byte)))))
(assert
 (let (($x2274 (= (mod (mod (- (div (- byte 0) 4) 8) 16) 1) 0)))
(let (($x1976 (< (div (mod (- (div (- byte 0) 4) 8) 16) 1) 8)))
(let (($x183 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 16) 8) $x1976 $x2274)))
(or (or false) (not $x183))))))
(check-sat)
