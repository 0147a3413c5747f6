; program kv_write_then_attend, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (slice_scatter reads arg1_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r274_byte () Int)
(declare-fun r274_1 () Int)
(declare-fun r274_0 () Int)
(declare-fun byte () Int)
(declare-fun w275_byte () Int)
(declare-fun w275_1 () Int)
(declare-fun w275_0 () Int)
(assert
 (let ((?x110 (+ 0 (* 4 (+ 0 (+ (* r274_0 8) (* r274_1 1)))))))
 (and (and (>= r274_0 0) (< r274_0 16)) (and (>= r274_1 0) (< r274_1 8)) (and (>= r274_byte 0) (< r274_byte 4)) (= byte (+ ?x110 r274_byte)))))
(assert
 (let ((?x157 (+ 0 (* 4 (+ 32 (+ (* w275_0 8) (* w275_1 1)))))))
 (and (and (>= w275_0 0) (< w275_0 4)) (and (>= w275_1 0) (< w275_1 8)) (and (>= w275_byte 0) (< w275_byte 4)) (= byte (+ ?x157 w275_byte)))))
(assert
 (let (($x682 (= (mod (mod (- (div (- byte 0) 4) 32) 8) 1) 0)))
(let (($x1301 (< (div (mod (- (div (- byte 0) 4) 32) 8) 1) 8)))
(let (($x879 (and (>= (- (div (- byte 0) 4) 32) 0) (< (div (- (div (- byte 0) 4) 32) 8) 4) $x1301 $x682)))
(or (or false) (not $x879))))))
(check-sat)
