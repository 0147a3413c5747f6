; program kv_write_slots, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (end of graph reads arg1_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r442_byte () Int)
(declare-fun r442_1 () Int)
(declare-fun r442_0 () Int)
(declare-fun byte () Int)
(declare-fun w443_byte () Int)
(declare-fun w443_1 () Int)
(declare-fun w443_0 () Int)
(assert
 (let ((?x595 (+ 0 (* 4 (+ 0 (+ (* r442_0 8) (* r442_1 1)))))))
 (and (and (>= r442_0 0) (< r442_0 16)) (and (>= r442_1 0) (< r442_1 8)) (and (>= r442_byte 0) (< r442_byte 4)) (= byte (+ ?x595 r442_byte)))))
(assert
 (let ((?x428 (+ 0 (* 4 (+ 16 (+ (* w443_0 8) (* w443_1 1)))))))
 (and (and (>= w443_0 0) (< w443_0 4)) (and (>= w443_1 0) (< w443_1 8)) (and (>= w443_byte 0) (< w443_byte 4)) (= byte (+ ?x428 w443_byte)))))
(assert
 (let (($x374 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x105 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x272 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 16) $x105 $x374)))
(or (or false) (not $x272))))))
(check-sat)
