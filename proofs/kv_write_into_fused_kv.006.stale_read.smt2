; program kv_write_into_fused_kv, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_2)
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
 (let ((?x617 (+ 0 (* 4 (+ 0 (+ (* r449_0 16) (* r449_1 1)))))))
 (and (and (>= r449_0 0) (< r449_0 16)) (and (>= r449_1 0) (< r449_1 16)) (and (>= r449_byte 0) (< r449_byte 4)) (= byte (+ ?x617 r449_byte)))))
(assert
 (let ((?x396 (+ 0 (* 4 (+ 0 (+ (* w450_0 16) (* w450_1 1)))))))
 (and (and (>= w450_0 0) (< w450_0 4)) (and (>= w450_1 0) (< w450_1 8)) (and (>= w450_byte 0) (< w450_byte 4)) (= byte (+ ?x396 w450_byte)))))
(assert
 (let (($x291 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x40 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x73 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 16) $x40 $x291)))
(or (or false) (not $x73))))))
(check-sat)
