; program kv_write_into_fused_kv, triton_kernel_wrapper_functional_proxy_1.dst_ptr: stale read (slice_scatter_2 reads slice_11 vs triton_kernel_wrapper_functional_proxy_1 dst_ptr=slice_10)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r232_byte () Int)
(declare-fun r232_1 () Int)
(declare-fun r232_0 () Int)
(declare-fun byte () Int)
(declare-fun w233_byte () Int)
(declare-fun w233_1 () Int)
(declare-fun w233_0 () Int)
(assert
 (let ((?x325 (+ 0 (* 4 (+ 0 (+ (* r232_0 16) (* r232_1 1)))))))
 (and (and (>= r232_0 0) (< r232_0 4)) (and (>= r232_1 0) (< r232_1 16)) (and (>= r232_byte 0) (< r232_byte 4)) (= byte (+ ?x325 r232_byte)))))
(assert
 (let ((?x116 (+ 0 (* 4 (+ 8 (+ (* w233_0 16) (* w233_1 1)))))))
 (and (and (>= w233_0 0) (< w233_0 4)) (and (>= w233_1 0) (< w233_1 8)) (and (>= w233_byte 0) (< w233_byte 4)) (= byte (+ ?x116 w233_byte)))))
(assert
 (let (($x195 (= (mod (mod (- (div (- byte 0) 4) 8) 16) 1) 0)))
(let (($x172 (< (div (mod (- (div (- byte 0) 4) 8) 16) 1) 8)))
(let (($x93 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 16) 4) $x172 $x195)))
(or (or false) (not $x93))))))
(check-sat)
