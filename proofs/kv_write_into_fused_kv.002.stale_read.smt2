; program kv_write_into_fused_kv, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_2)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r230_byte () Int)
(declare-fun r230_1 () Int)
(declare-fun r230_0 () Int)
(declare-fun byte () Int)
(declare-fun w231_byte () Int)
(declare-fun w231_1 () Int)
(declare-fun w231_0 () Int)
(assert
 (let ((?x132 (+ 0 (* 4 (+ 0 (+ (* r230_0 16) (* r230_1 1)))))))
 (and (and (>= r230_0 0) (< r230_0 16)) (and (>= r230_1 0) (< r230_1 16)) (and (>= r230_byte 0) (< r230_byte 4)) (= byte (+ ?x132 r230_byte)))))
(assert
 (let ((?x303 (+ 0 (* 4 (+ 0 (+ (* w231_0 16) (* w231_1 1)))))))
 (and (and (>= w231_0 0) (< w231_0 4)) (and (>= w231_1 0) (< w231_1 8)) (and (>= w231_byte 0) (< w231_byte 4)) (= byte (+ ?x303 w231_byte)))))
(assert
 (let (($x277 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x141 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x76 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 16) $x141 $x277)))
(or (or false) (not $x76))))))
(check-sat)
