; program softmax_two_heads, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy_1 x_ptr=slice_4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r482_byte () Int)
(declare-fun r482_1 () Int)
(declare-fun r482_0 () Int)
(declare-fun byte () Int)
(declare-fun w483_byte () Int)
(declare-fun w483_1 () Int)
(declare-fun w483_0 () Int)
(assert
 (let ((?x496 (+ 0 (* 4 (+ 0 (+ (* r482_0 32) (* r482_1 1)))))))
 (and (and (>= r482_0 0) (< r482_0 8)) (and (>= r482_1 0) (< r482_1 32)) (and (>= r482_byte 0) (< r482_byte 4)) (= byte (+ ?x496 r482_byte)))))
(assert
 (let ((?x49449 (+ 0 (* 4 (+ 16 (+ (* w483_0 32) (* w483_1 1)))))))
 (and (and (>= w483_0 0) (< w483_0 8)) (and (>= w483_1 0) (< w483_1 16)) (and (>= w483_byte 0) (< w483_byte 4)) (= byte (+ ?x49449 w483_byte)))))
(assert
 (let (($x509 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
(let (($x14368 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 32)))
(let (($x1021 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 8) $x14368 $x509)))
(or (or false) (not $x1021))))))
(check-sat)
