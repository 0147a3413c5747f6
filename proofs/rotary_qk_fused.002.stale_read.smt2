; program rotary_qk_fused, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (slice_scatter_1 reads slice_scatter vs triton_kernel_wrapper_functional_proxy_1 x_ptr=slice_4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r238_byte () Int)
(declare-fun r238_1 () Int)
(declare-fun r238_0 () Int)
(declare-fun byte () Int)
(declare-fun w239_byte () Int)
(declare-fun w239_1 () Int)
(declare-fun w239_0 () Int)
(assert
 (let ((?x877 (+ 0 (* 4 (+ 0 (+ (* r238_0 24) (* r238_1 1)))))))
 (and (and (>= r238_0 0) (< r238_0 8)) (and (>= r238_1 0) (< r238_1 24)) (and (>= r238_byte 0) (< r238_byte 4)) (= byte (+ ?x877 r238_byte)))))
(assert
 (let ((?x1044 (+ 0 (* 4 (+ 8 (+ (* w239_0 24) (* w239_1 1)))))))
 (and (and (>= w239_0 0) (< w239_0 8)) (and (>= w239_1 0) (< w239_1 8)) (and (>= w239_byte 0) (< w239_byte 4)) (= byte (+ ?x1044 w239_byte)))))
(assert
 (let (($x202 (= (mod (mod (- (div (- byte 0) 4) 8) 24) 1) 0)))
(let (($x34 (< (div (mod (- (div (- byte 0) 4) 8) 24) 1) 8)))
(let (($x2290 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 24) 8) $x34 $x202)))
(or (or false) (not $x2290))))))
(check-sat)
