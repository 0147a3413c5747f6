; program kv_write_slots, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (end of graph reads arg1_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r264_byte () Int)
(declare-fun r264_1 () Int)
(declare-fun r264_0 () Int)
(declare-fun byte () Int)
(declare-fun w265_byte () Int)
(declare-fun w265_1 () Int)
(declare-fun w265_0 () Int)
(assert
 (let ((?x202 (+ 0 (* 4 (+ 0 (+ (* r264_0 8) (* r264_1 1)))))))
 (and (and (>= r264_0 0) (< r264_0 16)) (and (>= r264_1 0) (< r264_1 8)) (and (>= r264_byte 0) (< r264_byte 4)) (= byte (+ ?x202 r264_byte)))))
(assert
 (let ((?x165 (+ 0 (* 4 (+ 16 (+ (* w265_0 8) (* w265_1 1)))))))
 (and (and (>= w265_0 0) (< w265_0 4)) (and (>= w265_1 0) (< w265_1 8)) (and (>= w265_byte 0) (< w265_byte 4)) (= byte (+ ?x165 w265_byte)))))
(assert
 (let (($x199 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x2023 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x257 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 16) $x2023 $x199)))
(or (or false) (not $x257))))))
(check-sat)
