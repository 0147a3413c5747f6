; program rotary_qk_fused, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (slice_scatter_1 reads slice_scatter vs triton_kernel_wrapper_functional_proxy_1 x_ptr=slice_4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r184_byte () Int)
(declare-fun r184_1 () Int)
(declare-fun r184_0 () Int)
(declare-fun byte () Int)
(declare-fun w185_byte () Int)
(declare-fun w185_1 () Int)
(declare-fun w185_0 () Int)
(assert
 (let ((?x291 (+ 0 (* 4 (+ 0 (+ (* r184_0 24) (* r184_1 1)))))))
 (and (and (>= r184_0 0) (< r184_0 8)) (and (>= r184_1 0) (< r184_1 24)) (and (>= r184_byte 0) (< r184_byte 4)) (= byte (+ ?x291 r184_byte)))))
(assert
 (let ((?x206 (+ 0 (* 4 (+ 8 (+ (* w185_0 24) (* w185_1 1)))))))
 (and (and (>= w185_0 0) (< w185_0 8)) (and (>= w185_1 0) (< w185_1 8)) (and (>= w185_byte 0) (< w185_byte 4)) (= byte (+ ?x206 w185_byte)))))
(assert
 (let (($x131 (= (mod (mod (- (div (- byte 0) 4) 8) 24) 1) 0)))
(let (($x21 (< (div (mod (- (div (- byte 0) 4) 8) 24) 1) 8)))
(let (($x48 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 24) 8) $x21 $x131)))
(or (or false) (not $x48))))))
(check-sat)
