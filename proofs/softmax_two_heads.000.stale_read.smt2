; program softmax_two_heads, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r344_byte () Int)
(declare-fun r344_1 () Int)
(declare-fun r344_0 () Int)
(declare-fun byte () Int)
(declare-fun w345_byte () Int)
(declare-fun w345_1 () Int)
(declare-fun w345_0 () Int)
(assert
 (let ((?x1081 (+ 0 (* 4 (+ 0 (+ (* r344_0 32) (* r344_1 1)))))))
 (and (and (>= r344_0 0) (< r344_0 8)) (and (>= r344_1 0) (< r344_1 32)) (and (>= r344_byte 0) (< r344_byte 4)) (= byte (+ ?x1081 r344_byte)))))
(assert
 (let ((?x1044 (+ 0 (* 4 (+ 0 (+ (* w345_0 32) (* w345_1 1)))))))
 (and (and (>= w345_0 0) (< w345_0 8)) (and (>= w345_1 0) (< w345_1 16)) (and (>= w345_byte 0) (< w345_byte 4)) (= byte (+ ?x1044 w345_byte)))))
(assert
 (let (($x227 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
(let (($x1298 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 16)))
(let (($x2260 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 8) $x1298 $x227)))
(or (or false) (not $x2260))))))
(check-sat)
