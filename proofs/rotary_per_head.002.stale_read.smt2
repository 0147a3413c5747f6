; program rotary_per_head, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (slice_scatter_1 reads slice_scatter vs triton_kernel_wrapper_functional_proxy_1 x_ptr=slice_4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r198_byte () Int)
(declare-fun r198_1 () Int)
(declare-fun r198_0 () Int)
(declare-fun byte () Int)
(declare-fun w199_byte () Int)
(declare-fun w199_1 () Int)
(declare-fun w199_0 () Int)
(assert
 (let ((?x220 (+ 0 (* 4 (+ 0 (+ (* r198_0 16) (* r198_1 1)))))))
 (and (and (>= r198_0 0) (< r198_0 8)) (and (>= r198_1 0) (< r198_1 16)) (and (>= r198_byte 0) (< r198_byte 4)) (= byte (+ ?x220 r198_byte)))))
(assert
 (let ((?x130 (+ 0 (* 4 (+ 8 (+ (* w199_0 16) (* w199_1 1)))))))
 (and (and (>= w199_0 0) (< w199_0 8)) (and (>= w199_1 0) (< w199_1 8)) (and (>= w199_byte 0) (< w199_byte 4)) (= byte (+ ?x130 w199_byte)))))
(assert
 (let (($x44 (= (mod (mod (- (div (- byte 0) 4) 8) 16) 1) 0)))
(let (($x118 (< (div (mod (- (div (- byte 0) 4) 8) 16) 1) 8)))
(let (($x164 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 16) 8) $x118 $x44)))
(or (or false) (not $x164))))))
(check-sat)
