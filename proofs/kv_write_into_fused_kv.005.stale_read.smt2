; program kv_write_into_fused_kv, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (slice_scatter_1 reads arg0_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_2, carried then sizes=(16, 16) strides=(16, 1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r495_byte () Int)
(declare-fun r495_1 () Int)
(declare-fun r495_0 () Int)
(declare-fun byte () Int)
(declare-fun w496_byte () Int)
(declare-fun w496_1 () Int)
(declare-fun w496_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s497_byte () Int)
(declare-fun s497_1 () Int)
(declare-fun s497_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s498_byte () Int)
(declare-fun s498_1 () Int)
(declare-fun s498_0 () Int)
(assert
 (let ((?x297 (+ 0 (* 4 (+ 0 (+ (* r495_0 16) (* r495_1 1)))))))
 (and (and (>= r495_0 0) (< r495_0 16)) (and (>= r495_1 0) (< r495_1 16)) (and (>= r495_byte 0) (< r495_byte 4)) (= byte (+ ?x297 r495_byte)))))
(assert
 (let ((?x339 (+ 0 (* 4 (+ 0 (+ (* w496_0 16) (* w496_1 1)))))))
 (and (and (>= w496_0 0) (< w496_0 4)) (and (>= w496_1 0) (< w496_1 8)) (and (>= w496_byte 0) (< w496_byte 4)) (= byte (+ ?x339 w496_byte)))))
(assert
 (let (($x283 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
 (let (($x641 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
 (let (($x528 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x641 $x283)))
 (let (($x223 (or false)))
 (or $x223 (not $x528)))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x297 (+ 0 (* 4 (+ 0 (+ (* r495_0 16) (* r495_1 1)))))))
 (= carried0 (+ ?x297 held_byte0))))
(assert
 (let ((?x509 (+ 0 (* 4 (+ 0 (+ (* s497_0 16) (* s497_1 1)))))))
 (and (and (>= s497_0 0) (< s497_0 16)) (and (>= s497_1 0) (< s497_1 16)) (and (>= s497_byte 0) (< s497_byte 4)) (= carried0 (+ ?x509 s497_byte)))))
(assert
 (let (($x608 (= (mod (mod (- (div (- carried0 0) 4) 0) 16) 1) 0)))
 (let (($x461 (< (div (mod (- (div (- carried0 0) 4) 0) 16) 1) 16)))
 (let (($x99 (and (>= (- (div (- carried0 0) 4) 0) 0) (< (div (- (div (- carried0 0) 4) 0) 16) 4) $x461 $x608)))
 (let (($x223 (or false)))
 (or $x223 (not $x99)))))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (let ((?x509 (+ 0 (* 4 (+ 0 (+ (* s497_0 16) (* s497_1 1)))))))
 (= carried1 (+ ?x509 held_byte1))))
(assert
 (let ((?x620 (+ 0 (* 4 (+ 0 (+ (* s498_0 16) (* s498_1 1)))))))
(and (and (>= s498_0 0) (< s498_0 16)) (and (>= s498_1 0) (< s498_1 16)) (and (>= s498_byte 0) (< s498_byte 4)) (= carried1 (+ ?x620 s498_byte)))))
(check-sat)
