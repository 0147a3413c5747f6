; program kv_write_then_attend, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (slice_scatter reads arg1_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r214_byte () Int)
(declare-fun r214_1 () Int)
(declare-fun r214_0 () Int)
(declare-fun byte () Int)
(declare-fun w215_byte () Int)
(declare-fun w215_1 () Int)
(declare-fun w215_0 () Int)
(assert
 (let ((?x186 (+ 0 (* 4 (+ 0 (+ (* r214_0 8) (* r214_1 1)))))))
 (and (and (>= r214_0 0) (< r214_0 16)) (and (>= r214_1 0) (< r214_1 8)) (and (>= r214_byte 0) (< r214_byte 4)) (= byte (+ ?x186 r214_byte)))))
(assert
 (let ((?x42 (+ 0 (* 4 (+ 32 (+ (* w215_0 8) (* w215_1 1)))))))
 (and (and (>= w215_0 0) (< w215_0 4)) (and (>= w215_1 0) (< w215_1 8)) (and (>= w215_byte 0) (< w215_byte 4)) (= byte (+ ?x42 w215_byte)))))
(assert
 (let (($x76 (= (mod (mod (- (div (- byte 0) 4) 32) 8) 1) 0)))
(let (($x33 (< (div (mod (- (div (- byte 0) 4) 32) 8) 1) 8)))
(let (($x156 (and (>= (- (div (- byte 0) 4) 32) 0) (< (div (- (div (- byte 0) 4) 32) 8) 4) $x33 $x76)))
(or (or false) (not $x156))))))
(check-sat)
