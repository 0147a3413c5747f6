; program rotary_qk_fused, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy_1 x_ptr=slice_4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r316_byte () Int)
(declare-fun r316_1 () Int)
(declare-fun r316_0 () Int)
(declare-fun byte () Int)
(declare-fun w317_byte () Int)
(declare-fun w317_1 () Int)
(declare-fun w317_0 () Int)
(assert
 (let ((?x134 (+ 0 (* 4 (+ 0 (+ (* r316_0 24) (* r316_1 1)))))))
 (and (and (>= r316_0 0) (< r316_0 8)) (and (>= r316_1 0) (< r316_1 24)) (and (>= r316_byte 0) (< r316_byte 4)) (= byte (+ ?x134 r316_byte)))))
(assert
 (let ((?x246 (+ 0 (* 4 (+ 8 (+ (* w317_0 24) (* w317_1 1)))))))
 (and (and (>= w317_0 0) (< w317_0 8)) (and (>= w317_1 0) (< w317_1 8)) (and (>= w317_byte 0) (< w317_byte 4)) (= byte (+ ?x246 w317_byte)))))
(assert
 (let (($x1281 (= (mod (mod (- (div (- byte 0) 4) 0) 24) 1) 0)))
(let (($x368 (< (div (mod (- (div (- byte 0) 4) 0) 24) 1) 24)))
(let (($x189 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 24) 8) $x368 $x1281)))
(or (or false) (not $x189))))))
(check-sat)
