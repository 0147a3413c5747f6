; program softmax_two_heads, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r280_byte () Int)
(declare-fun r280_1 () Int)
(declare-fun r280_0 () Int)
(declare-fun byte () Int)
(declare-fun w281_byte () Int)
(declare-fun w281_1 () Int)
(declare-fun w281_0 () Int)
(assert
 (let ((?x89 (+ 0 (* 4 (+ 0 (+ (* r280_0 32) (* r280_1 1)))))))
 (and (and (>= r280_0 0) (< r280_0 8)) (and (>= r280_1 0) (< r280_1 32)) (and (>= r280_byte 0) (< r280_byte 4)) (= byte (+ ?x89 r280_byte)))))
(assert
 (let ((?x269 (+ 0 (* 4 (+ 0 (+ (* w281_0 32) (* w281_1 1)))))))
 (and (and (>= w281_0 0) (< w281_0 8)) (and (>= w281_1 0) (< w281_1 16)) (and (>= w281_byte 0) (< w281_byte 4)) (= byte (+ ?x269 w281_byte)))))
(assert
 (let (($x319 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
(let (($x255 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 16)))
(let (($x142 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 8) $x255 $x319)))
(or (or false) (not $x142))))))
(check-sat)
