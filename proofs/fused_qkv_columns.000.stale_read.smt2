; program fused_qkv_columns, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r42_byte () Int)
(declare-fun r42_1 () Int)
(declare-fun r42_0 () Int)
(declare-fun byte () Int)
(declare-fun w43_byte () Int)
(declare-fun w43_1 () Int)
(declare-fun w43_0 () Int)
(assert
 (let ((?x131 (+ 0 (* 4 (+ 0 (+ (* r42_0 24) (* r42_1 1)))))))
 (and (and (>= r42_0 0) (< r42_0 4)) (and (>= r42_1 0) (< r42_1 24)) (and (>= r42_byte 0) (< r42_byte 4)) (= byte (+ ?x131 r42_byte)))))
(assert
 (let ((?x180 (+ 0 (* 4 (+ 0 (+ (* w43_0 24) (* w43_1 1)))))))
 (and (and (>= w43_0 0) (< w43_0 4)) (and (>= w43_1 0) (< w43_1 8)) (and (>= w43_byte 0) (< w43_byte 4)) (= byte (+ ?x180 w43_byte)))))
(assert
 (let (($x206 (= (mod (mod (- (div (- byte 0) 4) 0) 24) 1) 0)))
(let (($x143 (< (div (mod (- (div (- byte 0) 4) 0) 24) 1) 8)))
(let (($x221 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 24) 4) $x143 $x206)))
(or (or false) (not $x221))))))
(check-sat)
