; program kv_write_k_and_v, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (end of graph reads arg1_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r449_byte () Int)
(declare-fun r449_1 () Int)
(declare-fun r449_0 () Int)
(declare-fun byte () Int)
(declare-fun w450_byte () Int)
(declare-fun w450_1 () Int)
(declare-fun w450_0 () Int)
(assert
 (let ((?x265 (+ 0 (* 4 (+ 0 (+ (* r449_0 8) (* r449_1 1)))))))
 (and (and (>= r449_0 0) (< r449_0 16)) (and (>= r449_1 0) (< r449_1 8)) (and (>= r449_byte 0) (< r449_byte 4)) (= byte (+ ?x265 r449_byte)))))
(assert
 (let ((?x322 (+ 0 (* 4 (+ 32 (+ (* w450_0 8) (* w450_1 1)))))))
 (and (and (>= w450_0 0) (< w450_0 4)) (and (>= w450_1 0) (< w450_1 8)) (and (>= w450_byte 0) (< w450_byte 4)) (= byte (+ ?x322 w450_byte)))))
(assert
 (let (($x480 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x488 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x301 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 16) $x488 $x480)))
(or (or false) (not $x301))))))
(check-sat)
