; program rotary_per_head, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r256_byte () Int)
(declare-fun r256_1 () Int)
(declare-fun r256_0 () Int)
(declare-fun byte () Int)
(declare-fun w257_byte () Int)
(declare-fun w257_1 () Int)
(declare-fun w257_0 () Int)
(assert
 (let ((?x2695 (+ 0 (* 4 (+ 0 (+ (* r256_0 16) (* r256_1 1)))))))
 (and (and (>= r256_0 0) (< r256_0 8)) (and (>= r256_1 0) (< r256_1 16)) (and (>= r256_byte 0) (< r256_byte 4)) (= byte (+ ?x2695 r256_byte)))))
(assert
 (let ((?x152 (+ 0 (* 4 (+ 0 (+ (* w257_0 16) (* w257_1 1)))))))
 (and (and (>= w257_0 0) (< w257_0 8)) (and (>= w257_1 0) (< w257_1 8)) (and (>= w257_byte 0) (< w257_byte 4)) (= byte (+ ?x152 w257_byte)))))
(assert
 (let (($x164 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x704 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x851 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 8) $x704 $x164)))
(or (or false) (not $x851))))))
(check-sat)
