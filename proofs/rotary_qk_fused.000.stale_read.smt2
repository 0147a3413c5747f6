; program rotary_qk_fused, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r180_byte () Int)
(declare-fun r180_1 () Int)
(declare-fun r180_0 () Int)
(declare-fun byte () Int)
(declare-fun w181_byte () Int)
(declare-fun w181_1 () Int)
(declare-fun w181_0 () Int)
(assert
 (let ((?x58 (+ 0 (* 4 (+ 0 (+ (* r180_0 24) (* r180_1 1)))))))
 (and (and (>= r180_0 0) (< r180_0 8)) (and (>= r180_1 0) (< r180_1 24)) (and (>= r180_byte 0) (< r180_byte 4)) (= byte (+ ?x58 r180_byte)))))
(assert
 (let ((?x155 (+ 0 (* 4 (+ 0 (+ (* w181_0 24) (* w181_1 1)))))))
 (and (and (>= w181_0 0) (< w181_0 8)) (and (>= w181_1 0) (< w181_1 8)) (and (>= w181_byte 0) (< w181_byte 4)) (= byte (+ ?x155 w181_byte)))))
(assert
 (let (($x149 (= (mod (mod (- (div (- byte 0) 4) 0) 24) 1) 0)))
(let (($x94 (< (div (mod (- (div (- byte 0) 4) 0) 24) 1) 8)))
(let (($x293 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 24) 8) $x94 $x149)))
(or (or false) (not $x293))))))
(check-sat)
