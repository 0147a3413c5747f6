; program kv_write_k_and_v, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (slice_scatter reads arg1_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r444_byte () Int)
(declare-fun r444_1 () Int)
(declare-fun r444_0 () Int)
(declare-fun byte () Int)
(declare-fun w445_byte () Int)
(declare-fun w445_1 () Int)
(declare-fun w445_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s446_byte () Int)
(declare-fun s446_1 () Int)
(declare-fun s446_0 () Int)
(assert
 (let ((?x283 (+ 0 (* 4 (+ 0 (+ (* r444_0 8) (* r444_1 1)))))))
 (and (and (>= r444_0 0) (< r444_0 16)) (and (>= r444_1 0) (< r444_1 8)) (and (>= r444_byte 0) (< r444_byte 4)) (= byte (+ ?x283 r444_byte)))))
(assert
 (let ((?x542 (+ 0 (* 4 (+ 32 (+ (* w445_0 8) (* w445_1 1)))))))
 (and (and (>= w445_0 0) (< w445_0 4)) (and (>= w445_1 0) (< w445_1 8)) (and (>= w445_byte 0) (< w445_byte 4)) (= byte (+ ?x542 w445_byte)))))
(assert
 (let (($x103 (= (mod (mod (- (div (- byte 0) 4) 32) 8) 1) 0)))
 (let (($x258 (< (div (mod (- (div (- byte 0) 4) 32) 8) 1) 8)))
 (let (($x383 (and (>= (- (div (- byte 0) 4) 32) 0) (< (div (- (div (- byte 0) 4) 32) 8) 4) $x258 $x103)))
 (or (or false) (not $x383))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x283 (+ 0 (* 4 (+ 0 (+ (* r444_0 8) (* r444_1 1)))))))
 (= carried0 (+ ?x283 held_byte0))))
(assert
 (let ((?x163 (+ 0 (* 4 (+ 0 (+ (* s446_0 8) (* s446_1 1)))))))
(and (and (>= s446_0 0) (< s446_0 16)) (and (>= s446_1 0) (< s446_1 8)) (and (>= s446_byte 0) (< s446_byte 4)) (= carried0 (+ ?x163 s446_byte)))))
(check-sat)
