; program kv_write_then_attend, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (end of graph reads arg1_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r462_byte () Int)
(declare-fun r462_1 () Int)
(declare-fun r462_0 () Int)
(declare-fun byte () Int)
(declare-fun w463_byte () Int)
(declare-fun w463_1 () Int)
(declare-fun w463_0 () Int)
(assert
 (let ((?x188 (+ 0 (* 4 (+ 0 (+ (* r462_0 8) (* r462_1 1)))))))
 (and (and (>= r462_0 0) (< r462_0 16)) (and (>= r462_1 0) (< r462_1 8)) (and (>= r462_byte 0) (< r462_byte 4)) (= byte (+ ?x188 r462_byte)))))
(assert
 (let ((?x231 (+ 0 (* 4 (+ 32 (+ (* w463_0 8) (* w463_1 1)))))))
 (and (and (>= w463_0 0) (< w463_0 4)) (and (>= w463_1 0) (< w463_1 8)) (and (>= w463_byte 0) (< w463_byte 4)) (= byte (+ ?x231 w463_byte)))))
(assert
 (let (($x265 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x195 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x551 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 16) $x195 $x265)))
(or (or false) (not $x551))))))
(check-sat)
