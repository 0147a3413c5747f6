; program kv_write_then_attend, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (slice_scatter reads arg1_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r216_byte () Int)
(declare-fun r216_1 () Int)
(declare-fun r216_0 () Int)
(declare-fun byte () Int)
(declare-fun w217_byte () Int)
(declare-fun w217_1 () Int)
(declare-fun w217_0 () Int)
(assert
 (let ((?x117 (+ 0 (* 4 (+ 0 (+ (* r216_0 8) (* r216_1 1)))))))
 (and (and (>= r216_0 0) (< r216_0 16)) (and (>= r216_1 0) (< r216_1 8)) (and (>= r216_byte 0) (< r216_byte 4)) (= byte (+ ?x117 r216_byte)))))
(assert
 (let ((?x192 (+ 0 (* 4 (+ 32 (+ (* w217_0 8) (* w217_1 1)))))))
 (and (and (>= w217_0 0) (< w217_0 4)) (and (>= w217_1 0) (< w217_1 8)) (and (>= w217_byte 0) (< w217_byte 4)) (= byte (+ ?x192 w217_byte)))))
(assert
 (let (($x132 (= (mod (mod (- (div (- byte 0) 4) 32) 8) 1) 0)))
(let (($x54 (< (div (mod (- (div (- byte 0) 4) 32) 8) 1) 8)))
(let (($x277 (and (>= (- (div (- byte 0) 4) 32) 0) (< (div (- (div (- byte 0) 4) 32) 8) 4) $x54 $x132)))
(or (or false) (not $x277))))))
(check-sat)
