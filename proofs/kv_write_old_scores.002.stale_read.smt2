; program kv_write_old_scores, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r468_byte () Int)
(declare-fun r468_1 () Int)
(declare-fun r468_0 () Int)
(declare-fun byte () Int)
(declare-fun w469_byte () Int)
(declare-fun w469_1 () Int)
(declare-fun w469_0 () Int)
(assert
 (let ((?x433 (+ 0 (* 4 (+ 0 (+ (* r468_0 8) (* r468_1 1)))))))
 (and (and (>= r468_0 0) (< r468_0 16)) (and (>= r468_1 0) (< r468_1 8)) (and (>= r468_byte 0) (< r468_byte 4)) (= byte (+ ?x433 r468_byte)))))
(assert
 (let ((?x633 (+ 0 (* 4 (+ 32 (+ (* w469_0 8) (* w469_1 1)))))))
 (and (and (>= w469_0 0) (< w469_0 4)) (and (>= w469_1 0) (< w469_1 8)) (and (>= w469_byte 0) (< w469_byte 4)) (= byte (+ ?x633 w469_byte)))))
(assert
 (let (($x313 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x391 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x587 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 16) $x391 $x313)))
(or (or false) (not $x587))))))
(check-sat)
