; program kv_write_into_fused_kv, triton_kernel_wrapper_functional_proxy_1.dst_ptr: stale read (slice_scatter_3 reads slice_scatter_1 vs triton_kernel_wrapper_functional_proxy_1 dst_ptr=slice_10, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r505_byte () Int)
(declare-fun r505_1 () Int)
(declare-fun r505_0 () Int)
(declare-fun byte () Int)
(declare-fun w506_byte () Int)
(declare-fun w506_1 () Int)
(declare-fun w506_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s507_byte () Int)
(declare-fun s507_1 () Int)
(declare-fun s507_0 () Int)
(assert
 (let ((?x293 (+ 0 (* 4 (+ 0 (+ (* r505_0 16) (* r505_1 1)))))))
 (and (and (>= r505_0 0) (< r505_0 16)) (and (>= r505_1 0) (< r505_1 16)) (and (>= r505_byte 0) (< r505_byte 4)) (= byte (+ ?x293 r505_byte)))))
(assert
 (let ((?x188 (+ 0 (* 4 (+ 8 (+ (* w506_0 16) (* w506_1 1)))))))
 (and (and (>= w506_0 0) (< w506_0 4)) (and (>= w506_1 0) (< w506_1 8)) (and (>= w506_byte 0) (< w506_byte 4)) (= byte (+ ?x188 w506_byte)))))
(assert
 (let (($x319 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
 (let (($x641 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
 (let (($x25 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x641 $x319)))
 (or (or false) (not $x25))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x293 (+ 0 (* 4 (+ 0 (+ (* r505_0 16) (* r505_1 1)))))))
 (= carried0 (+ ?x293 held_byte0))))
(assert
 (let ((?x606 (+ 0 (* 4 (+ 0 (+ (* s507_0 16) (* s507_1 1)))))))
(and (and (>= s507_0 0) (< s507_0 16)) (and (>= s507_1 0) (< s507_1 16)) (and (>= s507_byte 0) (< s507_byte 4)) (= carried0 (+ ?x606 s507_byte)))))
(check-sat)
