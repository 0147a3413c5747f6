; program kv_write_into_fused_kv, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (slice_scatter_1 reads arg0_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_2, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r487_byte () Int)
(declare-fun r487_1 () Int)
(declare-fun r487_0 () Int)
(declare-fun byte () Int)
(declare-fun w488_byte () Int)
(declare-fun w488_1 () Int)
(declare-fun w488_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s489_byte () Int)
(declare-fun s489_1 () Int)
(declare-fun s489_0 () Int)
(assert
 (let ((?x300 (+ 0 (* 4 (+ 0 (+ (* r487_0 16) (* r487_1 1)))))))
 (and (and (>= r487_0 0) (< r487_0 16)) (and (>= r487_1 0) (< r487_1 16)) (and (>= r487_byte 0) (< r487_byte 4)) (= byte (+ ?x300 r487_byte)))))
(assert
 (let ((?x209 (+ 0 (* 4 (+ 0 (+ (* w488_0 16) (* w488_1 1)))))))
 (and (and (>= w488_0 0) (< w488_0 4)) (and (>= w488_1 0) (< w488_1 8)) (and (>= w488_byte 0) (< w488_byte 4)) (= byte (+ ?x209 w488_byte)))))
(assert
 (let (($x283 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
 (let (($x641 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
 (let (($x528 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x641 $x283)))
 (or (or false) (not $x528))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x300 (+ 0 (* 4 (+ 0 (+ (* r487_0 16) (* r487_1 1)))))))
 (= carried0 (+ ?x300 held_byte0))))
(assert
 (let ((?x522 (+ 0 (* 4 (+ 8 (+ (* s489_0 16) (* s489_1 1)))))))
(and (and (>= s489_0 0) (< s489_0 4)) (and (>= s489_1 0) (< s489_1 8)) (and (>= s489_byte 0) (< s489_byte 4)) (= carried0 (+ ?x522 s489_byte)))))
(check-sat)
