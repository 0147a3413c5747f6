; program softmax_two_heads, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (slice_scatter_1 reads slice_scatter vs triton_kernel_wrapper_functional_proxy_1 x_ptr=slice_4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r282_byte () Int)
(declare-fun r282_1 () Int)
(declare-fun r282_0 () Int)
(declare-fun byte () Int)
(declare-fun w283_byte () Int)
(declare-fun w283_1 () Int)
(declare-fun w283_0 () Int)
(assert
 (let ((?x117 (+ 0 (* 4 (+ 0 (+ (* r282_0 32) (* r282_1 1)))))))
 (and (and (>= r282_0 0) (< r282_0 8)) (and (>= r282_1 0) (< r282_1 32)) (and (>= r282_byte 0) (< r282_byte 4)) (= byte (+ ?x117 r282_byte)))))
(assert
 (let ((?x51 (+ 0 (* 4 (+ 16 (+ (* w283_0 32) (* w283_1 1)))))))
 (and (and (>= w283_0 0) (< w283_0 8)) (and (>= w283_1 0) (< w283_1 16)) (and (>= w283_byte 0) (< w283_byte 4)) (= byte (+ ?x51 w283_byte)))))
(assert
 (let (($x164 (= (mod (mod (- (div (- byte 0) 4) 16) 32) 1) 0)))
(let (($x169 (< (div (mod (- (div (- byte 0) 4) 16) 32) 1) 16)))
(let (($x56 (and (>= (- (div (- byte 0) 4) 16) 0) (< (div (- (div (- byte 0) 4) 16) 32) 8) $x169 $x164)))
(or (or false) (not $x56))))))
(check-sat)
