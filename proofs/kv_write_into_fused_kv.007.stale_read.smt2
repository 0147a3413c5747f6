; program kv_write_into_fused_kv, triton_kernel_wrapper_functional_proxy_1.dst_ptr: stale read (slice_scatter_2 reads slice_11 vs triton_kernel_wrapper_functional_proxy_1 dst_ptr=slice_10, carried then sizes=(4, 16) strides=(16, 1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r451_byte () Int)
(declare-fun r451_1 () Int)
(declare-fun r451_0 () Int)
(declare-fun byte () Int)
(declare-fun w452_byte () Int)
(declare-fun w452_1 () Int)
(declare-fun w452_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s453_byte () Int)
(declare-fun s453_1 () Int)
(declare-fun s453_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s454_byte () Int)
(declare-fun s454_1 () Int)
(declare-fun s454_0 () Int)
(assert
 (let ((?x321 (+ 0 (* 4 (+ 0 (+ (* r451_0 16) (* r451_1 1)))))))
 (and (and (>= r451_0 0) (< r451_0 4)) (and (>= r451_1 0) (< r451_1 16)) (and (>= r451_byte 0) (< r451_byte 4)) (= byte (+ ?x321 r451_byte)))))
(assert
 (let ((?x564 (+ 0 (* 4 (+ 8 (+ (* w452_0 16) (* w452_1 1)))))))
 (and (and (>= w452_0 0) (< w452_0 4)) (and (>= w452_1 0) (< w452_1 8)) (and (>= w452_byte 0) (< w452_byte 4)) (= byte (+ ?x564 w452_byte)))))
(assert
 (let (($x322 (= (mod (mod (- (div (- byte 0) 4) 8) 16) 1) 0)))
 (let (($x545 (< (div (mod (- (div (- byte 0) 4) 8) 16) 1) 8)))
 (let (($x338 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 16) 4) $x545 $x322)))
 (or (or false) (not $x338))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x321 (+ 0 (* 4 (+ 0 (+ (* r451_0 16) (* r451_1 1)))))))
 (= carried0 (+ ?x321 held_byte0))))
(assert
 (let ((?x542 (+ 0 (* 4 (+ 0 (+ (* s453_0 16) (* s453_1 1)))))))
 (and (and (>= s453_0 0) (< s453_0 4)) (and (>= s453_1 0) (< s453_1 16)) (and (>= s453_byte 0) (< s453_byte 4)) (= carried0 (+ ?x542 s453_byte)))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (let ((?x542 (+ 0 (* 4 (+ 0 (+ (* s453_0 16) (* s453_1 1)))))))
 (= carried1 (+ ?x542 held_byte1))))
(assert
 (let ((?x535 (+ 0 (* 4 (+ 0 (+ (* s454_0 16) (* s454_1 1)))))))
(and (and (>= s454_0 0) (< s454_0 16)) (and (>= s454_1 0) (< s454_1 16)) (and (>= s454_byte 0) (< s454_byte 4)) (= carried1 (+ ?x535 s454_byte)))))
(check-sat)
