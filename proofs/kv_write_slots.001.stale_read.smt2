; program kv_write_slots, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (end of graph reads arg1_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r444_byte () Int)
(declare-fun r444_1 () Int)
(declare-fun r444_0 () Int)
(declare-fun byte () Int)
(declare-fun w445_byte () Int)
(declare-fun w445_1 () Int)
(declare-fun w445_0 () Int)
(assert
 (let ((?x576 (+ 0 (* 4 (+ 0 (+ (* r444_0 8) (* r444_1 1)))))))
 (and (and (>= r444_0 0) (< r444_0 16)) (and (>= r444_1 0) (< r444_1 8)) (and (>= r444_byte 0) (< r444_byte 4)) (= byte (+ ?x576 r444_byte)))))
(assert
 (let ((?x529 (+ 0 (* 4 (+ 16 (+ (* w445_0 8) (* w445_1 1)))))))
 (and (and (>= w445_0 0) (< w445_0 4)) (and (>= w445_1 0) (< w445_1 8)) (and (>= w445_byte 0) (< w445_byte 4)) (= byte (+ ?x529 w445_byte)))))
(assert
 (let (($x53 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x307 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x518 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 16) $x307 $x53)))
(or (or false) (not $x518))))))
(check-sat)
