; program kv_write_old_scores, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r220_byte () Int)
(declare-fun r220_1 () Int)
(declare-fun r220_0 () Int)
(declare-fun byte () Int)
(declare-fun w221_byte () Int)
(declare-fun w221_1 () Int)
(declare-fun w221_0 () Int)
(assert
 (let ((?x270 (+ 0 (* 4 (+ 0 (+ (* r220_0 8) (* r220_1 1)))))))
 (and (and (>= r220_0 0) (< r220_0 16)) (and (>= r220_1 0) (< r220_1 8)) (and (>= r220_byte 0) (< r220_byte 4)) (= byte (+ ?x270 r220_byte)))))
(assert
 (let ((?x93 (+ 0 (* 4 (+ 32 (+ (* w221_0 8) (* w221_1 1)))))))
 (and (and (>= w221_0 0) (< w221_0 4)) (and (>= w221_1 0) (< w221_1 8)) (and (>= w221_byte 0) (< w221_byte 4)) (= byte (+ ?x93 w221_byte)))))
(assert
 (let (($x85 (= (mod (mod (- (div (- byte 0) 4) 32) 8) 1) 0)))
(let (($x256 (< (div (mod (- (div (- byte 0) 4) 32) 8) 1) 8)))
(let (($x143 (and (>= (- (div (- byte 0) 4) 32) 0) (< (div (- (div (- byte 0) 4) 32) 8) 4) $x256 $x85)))
(or (or false) (not $x143))))))
(check-sat)
