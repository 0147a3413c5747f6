; program rotary_per_head, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r194_byte () Int)
(declare-fun r194_1 () Int)
(declare-fun r194_0 () Int)
(declare-fun byte () Int)
(declare-fun w195_byte () Int)
(declare-fun w195_1 () Int)
(declare-fun w195_0 () Int)
(assert
 (let ((?x55 (+ 0 (* 4 (+ 0 (+ (* r194_0 16) (* r194_1 1)))))))
 (and (and (>= r194_0 0) (< r194_0 8)) (and (>= r194_1 0) (< r194_1 16)) (and (>= r194_byte 0) (< r194_byte 4)) (= byte (+ ?x55 r194_byte)))))
(assert
 (let ((?x130 (+ 0 (* 4 (+ 0 (+ (* w195_0 16) (* w195_1 1)))))))
 (and (and (>= w195_0 0) (< w195_0 8)) (and (>= w195_1 0) (< w195_1 8)) (and (>= w195_byte 0) (< w195_byte 4)) (= byte (+ ?x130 w195_byte)))))
(assert
 (let (($x84 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x136 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 8)))
(let (($x51 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 8) $x136 $x84)))
(or (or false) (not $x51))))))
(check-sat)
