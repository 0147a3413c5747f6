; program kv_write_k_and_v, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (end of graph reads arg1_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r268_byte () Int)
(declare-fun r268_1 () Int)
(declare-fun r268_0 () Int)
(declare-fun byte () Int)
(declare-fun w269_byte () Int)
(declare-fun w269_1 () Int)
(declare-fun w269_0 () Int)
(assert
 (let ((?x2259 (+ 0 (* 4 (+ 0 (+ (* r268_0 8) (* r268_1 1)))))))
 (and (and (>= r268_0 0) (< r268_0 16)) (and (>= r268_1 0) (< r268_1 8)) (and (>= r268_byte 0) (< r268_byte 4)) (= byte (+ ?x2259 r268_byte)))))
(assert
 (let ((?x198 (+ 0 (* 4 (+ 32 (+ (* w269_0 8) (* w269_1 1)))))))
 (and (and (>= w269_0 0) (< w269_0 4)) (and (>= w269_1 0) (< w269_1 8)) (and (>= w269_byte 0) (< w269_byte 4)) (= byte (+ ?x198 w269_byte)))))
(assert
 (let (($x148 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x2029 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x218 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 16) $x2029 $x148)))
(or (or false) (not $x218))))))
(check-sat)
