; program kv_write_k_and_v, triton_kernel_wrapper_functional_proxy_1.dst_ptr: stale read (end of graph reads arg3_1 vs triton_kernel_wrapper_functional_proxy_1 dst_ptr=slice_3)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r402_byte () Int)
(declare-fun r402_1 () Int)
(declare-fun r402_0 () Int)
(declare-fun byte () Int)
(declare-fun w403_byte () Int)
(declare-fun w403_1 () Int)
(declare-fun w403_0 () Int)
(assert
 (let ((?x455 (+ 0 (* 4 (+ 0 (+ (* r402_0 8) (* r402_1 1)))))))
 (and (and (>= r402_0 0) (< r402_0 16)) (and (>= r402_1 0) (< r402_1 8)) (and (>= r402_byte 0) (< r402_byte 4)) (= byte (+ ?x455 r402_byte)))))
(assert
 (let ((?x193 (+ 0 (* 4 (+ 32 (+ (* w403_0 8) (* w403_1 1)))))))
 (and (and (>= w403_0 0) (< w403_0 4)) (and (>= w403_1 0) (< w403_1 8)) (and (>= w403_byte 0) (< w403_byte 4)) (= byte (+ ?x193 w403_byte)))))
(assert
 (let (($x509 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x563 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x53 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 16) $x563 $x509)))
(or (or false) (not $x53))))))
(check-sat)
