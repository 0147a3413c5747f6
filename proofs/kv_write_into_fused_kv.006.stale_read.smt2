; program kv_write_into_fused_kv, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_2)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r501_byte () Int)
(declare-fun r501_1 () Int)
(declare-fun r501_0 () Int)
(declare-fun byte () Int)
(declare-fun w502_byte () Int)
(declare-fun w502_1 () Int)
(declare-fun w502_0 () Int)
(assert
 (let ((?x622 (+ 0 (* 4 (+ 0 (+ (* r501_0 16) (* r501_1 1)))))))
 (and (and (>= r501_0 0) (< r501_0 16)) (and (>= r501_1 0) (< r501_1 16)) (and (>= r501_byte 0) (< r501_byte 4)) (= byte (+ ?x622 r501_byte)))))
(assert
 (let ((?x509 (+ 0 (* 4 (+ 0 (+ (* w502_0 16) (* w502_1 1)))))))
 (and (and (>= w502_0 0) (< w502_0 4)) (and (>= w502_1 0) (< w502_1 8)) (and (>= w502_byte 0) (< w502_byte 4)) (= byte (+ ?x509 w502_byte)))))
(assert
 (let (($x290 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x273 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x294 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 16) $x273 $x290)))
(or (or false) (not $x294))))))
(check-sat)
