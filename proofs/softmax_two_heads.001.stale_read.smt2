; program softmax_two_heads, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1)
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
 (let ((?x177 (+ 0 (* 4 (+ 0 (+ (* r282_0 32) (* r282_1 1)))))))
 (and (and (>= r282_0 0) (< r282_0 8)) (and (>= r282_1 0) (< r282_1 32)) (and (>= r282_byte 0) (< r282_byte 4)) (= byte (+ ?x177 r282_byte)))))
(assert
 (let ((?x183 (+ 0 (* 4 (+ 0 (+ (* w283_0 32) (* w283_1 1)))))))
 (and (and (>= w283_0 0) (< w283_0 8)) (and (>= w283_1 0) (< w283_1 16)) (and (>= w283_byte 0) (< w283_byte 4)) (= byte (+ ?x183 w283_byte)))))
(assert
 (let (($x319 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
(let (($x70 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 32)))
(let (($x308 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 8) $x70 $x319)))
(or (or false) (not $x308))))))
(check-sat)
