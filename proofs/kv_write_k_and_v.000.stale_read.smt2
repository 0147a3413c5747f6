; program kv_write_k_and_v, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (slice_scatter reads arg1_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r266_byte () Int)
(declare-fun r266_1 () Int)
(declare-fun r266_0 () Int)
(declare-fun byte () Int)
(declare-fun w267_byte () Int)
(declare-fun w267_1 () Int)
(declare-fun w267_0 () Int)
(assert
 (let ((?x339 (+ 0 (* 4 (+ 0 (+ (* r266_0 8) (* r266_1 1)))))))
 (and (and (>= r266_0 0) (< r266_0 16)) (and (>= r266_1 0) (< r266_1 8)) (and (>= r266_byte 0) (< r266_byte 4)) (= byte (+ ?x339 r266_byte)))))
(assert
 (let ((?x94 (+ 0 (* 4 (+ 32 (+ (* w267_0 8) (* w267_1 1)))))))
 (and (and (>= w267_0 0) (< w267_0 4)) (and (>= w267_1 0) (< w267_1 8)) (and (>= w267_byte 0) (< w267_byte 4)) (= byte (+ ?x94 w267_byte)))))
(assert
 (let (($x149 (= (mod (mod (- (div (- byte 0) 4) 32) 8) 1) 0)))
(let (($x976 (< (div (mod (- (div (- byte 0) 4) 32) 8) 1) 8)))
(let (($x23 (and (>= (- (div (- byte 0) 4) 32) 0) (< (div (- (div (- byte 0) 4) 32) 8) 4) $x976 $x149)))
(or (or false) (not $x23))))))
(check-sat)
