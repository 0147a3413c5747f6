; program kv_write_into_fused_kv, triton_kernel_wrapper_functional_proxy_1.dst_ptr: stale read (slice_scatter_2 reads slice_11 vs triton_kernel_wrapper_functional_proxy_1 dst_ptr=slice_10, carried then sizes=(4, 16) strides=(16, 1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r501_byte () Int)
(declare-fun r501_1 () Int)
(declare-fun r501_0 () Int)
(declare-fun byte () Int)
(declare-fun w502_byte () Int)
(declare-fun w502_1 () Int)
(declare-fun w502_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s503_byte () Int)
(declare-fun s503_1 () Int)
(declare-fun s503_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s504_byte () Int)
(declare-fun s504_1 () Int)
(declare-fun s504_0 () Int)
(assert
 (let ((?x117 (+ 0 (* 4 (+ 0 (+ (* r501_0 16) (* r501_1 1)))))))
 (and (and (>= r501_0 0) (< r501_0 4)) (and (>= r501_1 0) (< r501_1 16)) (and (>= r501_byte 0) (< r501_byte 4)) (= byte (+ ?x117 r501_byte)))))
(assert
 (let ((?x242 (+ 0 (* 4 (+ 8 (+ (* w502_0 16) (* w502_1 1)))))))
 (and (and (>= w502_0 0) (< w502_0 4)) (and (>= w502_1 0) (< w502_1 8)) (and (>= w502_byte 0) (< w502_byte 4)) (= byte (+ ?x242 w502_byte)))))
(assert
 (let (($x517 (= (mod (mod (- (div (- byte 0) 4) 8) 16) 1) 0)))
 (let (($x447 (< (div (mod (- (div (- byte 0) 4) 8) 16) 1) 8)))
 (let (($x592 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 16) 4) $x447 $x517)))
 (or (or false) (not $x592))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x117 (+ 0 (* 4 (+ 0 (+ (* r501_0 16) (* r501_1 1)))))))
 (= carried0 (+ ?x117 held_byte0))))
(assert
 (let ((?x370 (+ 0 (* 4 (+ 0 (+ (* s503_0 16) (* s503_1 1)))))))
 (and (and (>= s503_0 0) (< s503_0 4)) (and (>= s503_1 0) (< s503_1 16)) (and (>= s503_byte 0) (< s503_byte 4)) (= carried0 (+ ?x370 s503_byte)))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (let ((?x370 (+ 0 (* 4 (+ 0 (+ (* s503_0 16) (* s503_1 1)))))))
 (= carried1 (+ ?x370 held_byte1))))
(assert
 (let ((?x557 (+ 0 (* 4 (+ 0 (+ (* s504_0 16) (* s504_1 1)))))))
(and (and (>= s504_0 0) (< s504_0 16)) (and (>= s504_1 0) (< s504_1 16)) (and (>= s504_byte 0) (< s504_byte 4)) (= carried1 (+ ?x557 s504_byte)))))
(check-sat)
