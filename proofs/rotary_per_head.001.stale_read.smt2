; program rotary_per_head, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1)
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
 (let ((?x105 (+ 0 (* 4 (+ 0 (+ (* r198_0 16) (* r198_1 1)))))))
 (and (and (>= r198_0 0) (< r198_0 8)) (and (>= r198_1 0) (< r198_1 16)) (and (>= r198_byte 0) (< r198_byte 4)) (= byte (+ ?x105 r198_byte)))))
(assert
 (let ((?x250 (+ 0 (* 4 (+ 0 (+ (* w199_0 16) (* w199_1 1)))))))
 (and (and (>= w199_0 0) (< w199_0 8)) (and (>= w199_1 0) (< w199_1 8)) (and (>= w199_byte 0) (< w199_byte 4)) (= byte (+ ?x250 w199_byte)))))
(assert
 (let (($x202 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x284 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x169 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 8) $x284 $x202)))
(or (or false) (not $x169))))))
(check-sat)
