; program kv_write_into_fused_kv, triton_kernel_wrapper_functional_proxy_1.dst_ptr: stale read (slice_scatter_2 reads slice_11 vs triton_kernel_wrapper_functional_proxy_1 dst_ptr=slice_10, carried then sizes=(4, 16) strides=(16, 1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r503_byte () Int)
(declare-fun r503_1 () Int)
(declare-fun r503_0 () Int)
(declare-fun byte () Int)
(declare-fun w504_byte () Int)
(declare-fun w504_1 () Int)
(declare-fun w504_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s505_byte () Int)
(declare-fun s505_1 () Int)
(declare-fun s505_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s506_byte () Int)
(declare-fun s506_1 () Int)
(declare-fun s506_0 () Int)
(assert
 (let ((?x307 (+ 0 (* 4 (+ 0 (+ (* r503_0 16) (* r503_1 1)))))))
 (and (and (>= r503_0 0) (< r503_0 4)) (and (>= r503_1 0) (< r503_1 16)) (and (>= r503_byte 0) (< r503_byte 4)) (= byte (+ ?x307 r503_byte)))))
(assert
 (let ((?x453 (+ 0 (* 4 (+ 8 (+ (* w504_0 16) (* w504_1 1)))))))
 (and (and (>= w504_0 0) (< w504_0 4)) (and (>= w504_1 0) (< w504_1 8)) (and (>= w504_byte 0) (< w504_byte 4)) (= byte (+ ?x453 w504_byte)))))
(assert
 (let (($x633 (= (mod (mod (- (div (- byte 0) 4) 8) 16) 1) 0)))
 (let (($x449 (< (div (mod (- (div (- byte 0) 4) 8) 16) 1) 8)))
 (let (($x367 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 16) 4) $x449 $x633)))
 (or (or false) (not $x367))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x307 (+ 0 (* 4 (+ 0 (+ (* r503_0 16) (* r503_1 1)))))))
 (= carried0 (+ ?x307 held_byte0))))
(assert
 (let ((?x117 (+ 0 (* 4 (+ 0 (+ (* s505_0 16) (* s505_1 1)))))))
 (and (and (>= s505_0 0) (< s505_0 4)) (and (>= s505_1 0) (< s505_1 16)) (and (>= s505_byte 0) (< s505_byte 4)) (= carried0 (+ ?x117 s505_byte)))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (let ((?x117 (+ 0 (* 4 (+ 0 (+ (* s505_0 16) (* s505_1 1)))))))
 (= carried1 (+ ?x117 held_byte1))))
(assert
 (let ((?x283 (+ 0 (* 4 (+ 0 (+ (* s506_0 16) (* s506_1 1)))))))
(and (and (>= s506_0 0) (< s506_0 16)) (and (>= s506_1 0) (< s506_1 16)) (and (>= s506_byte 0) (< s506_byte 4)) (= carried1 (+ ?x283 s506_byte)))))
(check-sat)
