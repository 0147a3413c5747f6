; program rotary_qk_fused, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r395_byte () Int)
(declare-fun r395_1 () Int)
(declare-fun r395_0 () Int)
(declare-fun byte () Int)
(declare-fun w396_byte () Int)
(declare-fun w396_1 () Int)
(declare-fun w396_0 () Int)
(assert
 (let ((?x463 (+ 0 (* 4 (+ 0 (+ (* r395_0 24) (* r395_1 1)))))))
 (and (and (>= r395_0 0) (< r395_0 8)) (and (>= r395_1 0) (< r395_1 24)) (and (>= r395_byte 0) (< r395_byte 4)) (= byte (+ ?x463 r395_byte)))))
(assert
 (let ((?x162 (+ 0 (* 4 (+ 0 (+ (* w396_0 24) (* w396_1 1)))))))
 (and (and (>= w396_0 0) (< w396_0 8)) (and (>= w396_1 0) (< w396_1 8)) (and (>= w396_byte 0) (< w396_byte 4)) (= byte (+ ?x162 w396_byte)))))
(assert
 (let (($x239 (= (mod (mod (- (div (- byte 0) 4) 0) 24) 1) 0)))
(let (($x205 (< (div (mod (- (div (- byte 0) 4) 0) 24) 1) 24)))
(let (($x118 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 24) 8) $x205 $x239)))
(or (or false) (not $x118))))))
(check-sat)
