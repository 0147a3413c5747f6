; program kv_write_into_fused_kv, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (slice_scatter reads slice_3 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_2, carried then sizes=(4, 16) strides=(16, 1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r472_byte () Int)
(declare-fun r472_1 () Int)
(declare-fun r472_0 () Int)
(declare-fun byte () Int)
(declare-fun w473_byte () Int)
(declare-fun w473_1 () Int)
(declare-fun w473_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s474_byte () Int)
(declare-fun s474_1 () Int)
(declare-fun s474_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s475_byte () Int)
(declare-fun s475_1 () Int)
(declare-fun s475_0 () Int)
(assert
 (let ((?x606 (+ 0 (* 4 (+ 0 (+ (* r472_0 16) (* r472_1 1)))))))
 (and (and (>= r472_0 0) (< r472_0 4)) (and (>= r472_1 0) (< r472_1 16)) (and (>= r472_byte 0) (< r472_byte 4)) (= byte (+ ?x606 r472_byte)))))
(assert
 (let ((?x523 (+ 0 (* 4 (+ 0 (+ (* w473_0 16) (* w473_1 1)))))))
 (and (and (>= w473_0 0) (< w473_0 4)) (and (>= w473_1 0) (< w473_1 8)) (and (>= w473_byte 0) (< w473_byte 4)) (= byte (+ ?x523 w473_byte)))))
(assert
 (let (($x283 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
 (let (($x429 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 8)))
 (let (($x540 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x429 $x283)))
 (or (or false) (not $x540))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x606 (+ 0 (* 4 (+ 0 (+ (* r472_0 16) (* r472_1 1)))))))
 (= carried0 (+ ?x606 held_byte0))))
(assert
 (let ((?x410 (+ 0 (* 4 (+ 0 (+ (* s474_0 16) (* s474_1 1)))))))
 (and (and (>= s474_0 0) (< s474_0 4)) (and (>= s474_1 0) (< s474_1 16)) (and (>= s474_byte 0) (< s474_byte 4)) (= carried0 (+ ?x410 s474_byte)))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (let ((?x410 (+ 0 (* 4 (+ 0 (+ (* s474_0 16) (* s474_1 1)))))))
 (= carried1 (+ ?x410 held_byte1))))
(assert
 (let ((?x330 (+ 0 (* 4 (+ 8 (+ (* s475_0 16) (* s475_1 1)))))))
(and (and (>= s475_0 0) (< s475_0 4)) (and (>= s475_1 0) (< s475_1 8)) (and (>= s475_byte 0) (< s475_byte 4)) (= carried1 (+ ?x330 s475_byte)))))
(check-sat)
