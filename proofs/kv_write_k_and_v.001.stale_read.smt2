; program kv_write_k_and_v, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (end of graph reads arg1_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r447_byte () Int)
(declare-fun r447_1 () Int)
(declare-fun r447_0 () Int)
(declare-fun byte () Int)
(declare-fun w448_byte () Int)
(declare-fun w448_1 () Int)
(declare-fun w448_0 () Int)
(assert
 (let ((?x432 (+ 0 (* 4 (+ 0 (+ (* r447_0 8) (* r447_1 1)))))))
 (and (and (>= r447_0 0) (< r447_0 16)) (and (>= r447_1 0) (< r447_1 8)) (and (>= r447_byte 0) (< r447_byte 4)) (= byte (+ ?x432 r447_byte)))))
(assert
 (let ((?x291 (+ 0 (* 4 (+ 32 (+ (* w448_0 8) (* w448_1 1)))))))
 (and (and (>= w448_0 0) (< w448_0 4)) (and (>= w448_1 0) (< w448_1 8)) (and (>= w448_byte 0) (< w448_byte 4)) (= byte (+ ?x291 w448_byte)))))
(assert
 (let (($x484 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x54 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x407 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 16) $x54 $x484)))
(or (or false) (not $x407))))))
(check-sat)
