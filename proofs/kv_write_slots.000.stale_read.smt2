; program kv_write_slots, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (slice_scatter reads arg1_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r204_byte () Int)
(declare-fun r204_1 () Int)
(declare-fun r204_0 () Int)
(declare-fun byte () Int)
(declare-fun w205_byte () Int)
(declare-fun w205_1 () Int)
(declare-fun w205_0 () Int)
(assert
 (let ((?x248 (+ 0 (* 4 (+ 0 (+ (* r204_0 8) (* r204_1 1)))))))
 (and (and (>= r204_0 0) (< r204_0 16)) (and (>= r204_1 0) (< r204_1 8)) (and (>= r204_byte 0) (< r204_byte 4)) (= byte (+ ?x248 r204_byte)))))
(assert
 (let ((?x272 (+ 0 (* 4 (+ 16 (+ (* w205_0 8) (* w205_1 1)))))))
 (and (and (>= w205_0 0) (< w205_0 4)) (and (>= w205_1 0) (< w205_1 8)) (and (>= w205_byte 0) (< w205_byte 4)) (= byte (+ ?x272 w205_byte)))))
(assert
 (let (($x97 (= (mod (mod (- (div (- byte 0) 4) 16) 8) 1) 0)))
(let (($x314 (< (div (mod (- (div (- byte 0) 4) 16) 8) 1) 8)))
(let (($x136 (and (>= (- (div (- byte 0) 4) 16) 0) (< (div (- (div (- byte 0) 4) 16) 8) 4) $x314 $x97)))
(or (or false) (not $x136))))))
(check-sat)
