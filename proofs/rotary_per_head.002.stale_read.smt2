; program rotary_per_head, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1)
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
 (let ((?x319 (+ 0 (* 4 (+ 0 (+ (* r344_0 16) (* r344_1 1)))))))
 (and (and (>= r344_0 0) (< r344_0 8)) (and (>= r344_1 0) (< r344_1 16)) (and (>= r344_byte 0) (< r344_byte 4)) (= byte (+ ?x319 r344_byte)))))
(assert
 (let ((?x1028 (+ 0 (* 4 (+ 0 (+ (* w345_0 16) (* w345_1 1)))))))
 (and (and (>= w345_0 0) (< w345_0 8)) (and (>= w345_1 0) (< w345_1 8)) (and (>= w345_byte 0) (< w345_byte 4)) (= byte (+ ?x1028 w345_byte)))))
(assert
 (let (($x251 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x327 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x1402 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 8) $x327 $x251)))
(or (or false) (not $x1402))))))
(check-sat)
