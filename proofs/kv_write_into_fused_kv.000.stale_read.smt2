; program kv_write_into_fused_kv, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (slice_scatter reads slice_3 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_2, carried then sizes=(4, 16) strides=(16, 1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r474_byte () Int)
(declare-fun r474_1 () Int)
(declare-fun r474_0 () Int)
(declare-fun byte () Int)
(declare-fun w475_byte () Int)
(declare-fun w475_1 () Int)
(declare-fun w475_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s476_byte () Int)
(declare-fun s476_1 () Int)
(declare-fun s476_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s477_byte () Int)
(declare-fun s477_1 () Int)
(declare-fun s477_0 () Int)
(assert
 (let ((?x402 (+ 0 (* 4 (+ 0 (+ (* r474_0 16) (* r474_1 1)))))))
 (and (and (>= r474_0 0) (< r474_0 4)) (and (>= r474_1 0) (< r474_1 16)) (and (>= r474_byte 0) (< r474_byte 4)) (= byte (+ ?x402 r474_byte)))))
(assert
 (let ((?x434 (+ 0 (* 4 (+ 0 (+ (* w475_0 16) (* w475_1 1)))))))
 (and (and (>= w475_0 0) (< w475_0 4)) (and (>= w475_1 0) (< w475_1 8)) (and (>= w475_byte 0) (< w475_byte 4)) (= byte (+ ?x434 w475_byte)))))
(assert
 (let (($x290 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
 (let (($x410 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 8)))
 (let (($x375 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x410 $x290)))
 (or (or false) (not $x375))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x402 (+ 0 (* 4 (+ 0 (+ (* r474_0 16) (* r474_1 1)))))))
 (= carried0 (+ ?x402 held_byte0))))
(assert
 (let ((?x294 (+ 0 (* 4 (+ 0 (+ (* s476_0 16) (* s476_1 1)))))))
 (and (and (>= s476_0 0) (< s476_0 4)) (and (>= s476_1 0) (< s476_1 16)) (and (>= s476_byte 0) (< s476_byte 4)) (= carried0 (+ ?x294 s476_byte)))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (let ((?x294 (+ 0 (* 4 (+ 0 (+ (* s476_0 16) (* s476_1 1)))))))
 (= carried1 (+ ?x294 held_byte1))))
(assert
 (let ((?x185 (+ 0 (* 4 (+ 8 (+ (* s477_0 16) (* s477_1 1)))))))
(and (and (>= s477_0 0) (< s477_0 4)) (and (>= s477_1 0) (< s477_1 8)) (and (>= s477_byte 0) (< s477_byte 4)) (= carried1 (+ ?x185 s477_byte)))))
(check-sat)
