; program rotary_qk_fused, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r182_byte () Int)
(declare-fun r182_1 () Int)
(declare-fun r182_0 () Int)
(declare-fun byte () Int)
(declare-fun w183_byte () Int)
(declare-fun w183_1 () Int)
(declare-fun w183_0 () Int)
(assert
 (let ((?x64 (+ 0 (* 4 (+ 0 (+ (* r182_0 24) (* r182_1 1)))))))
 (and (and (>= r182_0 0) (< r182_0 8)) (and (>= r182_1 0) (< r182_1 24)) (and (>= r182_byte 0) (< r182_byte 4)) (= byte (+ ?x64 r182_byte)))))
(assert
 (let ((?x108 (+ 0 (* 4 (+ 0 (+ (* w183_0 24) (* w183_1 1)))))))
 (and (and (>= w183_0 0) (< w183_0 8)) (and (>= w183_1 0) (< w183_1 8)) (and (>= w183_byte 0) (< w183_byte 4)) (= byte (+ ?x108 w183_byte)))))
(assert
 (let (($x149 (= (mod (mod (- (div (- byte 0) 4) 0) 24) 1) 0)))
(let (($x163 (< (div (mod (- (div (- byte 0) 4) 0) 24) 1) 24)))
(let (($x55 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 24) 8) $x163 $x149)))
(or (or false) (not $x55))))))
(check-sat)
