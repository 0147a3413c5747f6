; program kv_write_old_scores, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r418_byte () Int)
(declare-fun r418_1 () Int)
(declare-fun r418_0 () Int)
(declare-fun byte () Int)
(declare-fun w419_byte () Int)
(declare-fun w419_1 () Int)
(declare-fun w419_0 () Int)
(assert
 (let ((?x559 (+ 0 (* 4 (+ 0 (+ (* r418_0 8) (* r418_1 1)))))))
 (and (and (>= r418_0 0) (< r418_0 16)) (and (>= r418_1 0) (< r418_1 8)) (and (>= r418_byte 0) (< r418_byte 4)) (= byte (+ ?x559 r418_byte)))))
(assert
 (let ((?x568 (+ 0 (* 4 (+ 32 (+ (* w419_0 8) (* w419_1 1)))))))
 (and (and (>= w419_0 0) (< w419_0 4)) (and (>= w419_1 0) (< w419_1 8)) (and (>= w419_byte 0) (< w419_byte 4)) (= byte (+ ?x568 w419_byte)))))
(assert
 (let (($x560 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x302 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x92 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 16) $x302 $x560)))
(or (or false) (not $x92))))))
(check-sat)
