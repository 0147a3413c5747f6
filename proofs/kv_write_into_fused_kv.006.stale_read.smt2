; program kv_write_into_fused_kv, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_2)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r499_byte () Int)
(declare-fun r499_1 () Int)
(declare-fun r499_0 () Int)
(declare-fun byte () Int)
(declare-fun w500_byte () Int)
(declare-fun w500_1 () Int)
(declare-fun w500_0 () Int)
(assert
 (let ((?x489 (+ 0 (* 4 (+ 0 (+ (* r499_0 16) (* r499_1 1)))))))
 (and (and (>= r499_0 0) (< r499_0 16)) (and (>= r499_1 0) (< r499_1 16)) (and (>= r499_byte 0) (< r499_byte 4)) (= byte (+ ?x489 r499_byte)))))
(assert
 (let ((?x322 (+ 0 (* 4 (+ 0 (+ (* w500_0 16) (* w500_1 1)))))))
 (and (and (>= w500_0 0) (< w500_0 4)) (and (>= w500_1 0) (< w500_1 8)) (and (>= w500_byte 0) (< w500_byte 4)) (= byte (+ ?x322 w500_byte)))))
(assert
 (let (($x283 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x641 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x638 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 16) $x641 $x283)))
(or (or false) (not $x638))))))
(check-sat)
