; program kv_write_old_scores, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r278_byte () Int)
(declare-fun r278_1 () Int)
(declare-fun r278_0 () Int)
(declare-fun byte () Int)
(declare-fun w279_byte () Int)
(declare-fun w279_1 () Int)
(declare-fun w279_0 () Int)
(assert
 (let ((?x1311 (+ 0 (* 4 (+ 0 (+ (* r278_0 8) (* r278_1 1)))))))
 (and (and (>= r278_0 0) (< r278_0 16)) (and (>= r278_1 0) (< r278_1 8)) (and (>= r278_byte 0) (< r278_byte 4)) (= byte (+ ?x1311 r278_byte)))))
(assert
 (let ((?x1976 (+ 0 (* 4 (+ 32 (+ (* w279_0 8) (* w279_1 1)))))))
 (and (and (>= w279_0 0) (< w279_0 4)) (and (>= w279_1 0) (< w279_1 8)) (and (>= w279_byte 0) (< w279_byte 4)) (= byte (+ ?x1976 w279_byte)))))
(assert
 (let (($x2101 (= (mod (mod (- (div (- byte 0) 4) 32) 8) 1) 0)))
(let (($x83 (< (div (mod (- (div (- byte 0) 4) 32) 8) 1) 8)))
(let (($x2691 (and (>= (- (div (- byte 0) 4) 32) 0) (< (div (- (div (- byte 0) 4) 32) 8) 4) $x83 $x2101)))
(or (or false) (not $x2691))))))
(check-sat)
