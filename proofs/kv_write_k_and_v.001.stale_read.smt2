; program kv_write_k_and_v, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (end of graph reads arg1_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r397_byte () Int)
(declare-fun r397_1 () Int)
(declare-fun r397_0 () Int)
(declare-fun byte () Int)
(declare-fun w398_byte () Int)
(declare-fun w398_1 () Int)
(declare-fun w398_0 () Int)
(assert
 (let ((?x475 (+ 0 (* 4 (+ 0 (+ (* r397_0 8) (* r397_1 1)))))))
 (and (and (>= r397_0 0) (< r397_0 16)) (and (>= r397_1 0) (< r397_1 8)) (and (>= r397_byte 0) (< r397_byte 4)) (= byte (+ ?x475 r397_byte)))))
(assert
 (let ((?x500 (+ 0 (* 4 (+ 32 (+ (* w398_0 8) (* w398_1 1)))))))
 (and (and (>= w398_0 0) (< w398_0 4)) (and (>= w398_1 0) (< w398_1 8)) (and (>= w398_byte 0) (< w398_byte 4)) (= byte (+ ?x500 w398_byte)))))
(assert
 (let (($x190 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x568 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x312 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 16) $x568 $x190)))
(or (or false) (not $x312))))))
(check-sat)
