; program kv_write_k_and_v, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (end of graph reads arg1_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r357_byte () Int)
(declare-fun r357_1 () Int)
(declare-fun r357_0 () Int)
(declare-fun byte () Int)
(declare-fun w358_byte () Int)
(declare-fun w358_1 () Int)
(declare-fun w358_0 () Int)
(assert
 (let ((?x1275 (+ 0 (* 4 (+ 0 (+ (* r357_0 8) (* r357_1 1)))))))
 (and (and (>= r357_0 0) (< r357_0 16)) (and (>= r357_1 0) (< r357_1 8)) (and (>= r357_byte 0) (< r357_byte 4)) (= byte (+ ?x1275 r357_byte)))))
(assert
 (let ((?x1306 (+ 0 (* 4 (+ 32 (+ (* w358_0 8) (* w358_1 1)))))))
 (and (and (>= w358_0 0) (< w358_0 4)) (and (>= w358_1 0) (< w358_1 8)) (and (>= w358_byte 0) (< w358_byte 4)) (= byte (+ ?x1306 w358_byte)))))
(assert
 (let (($x754 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x68 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x375 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 16) $x68 $x754)))
(or (or false) (not $x375))))))
(check-sat)
