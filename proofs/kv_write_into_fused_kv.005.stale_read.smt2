; program kv_write_into_fused_kv, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (slice_scatter_1 reads arg0_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_2, carried then sizes=(16, 16) strides=(16, 1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r497_byte () Int)
(declare-fun r497_1 () Int)
(declare-fun r497_0 () Int)
(declare-fun byte () Int)
(declare-fun w498_byte () Int)
(declare-fun w498_1 () Int)
(declare-fun w498_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s499_byte () Int)
(declare-fun s499_1 () Int)
(declare-fun s499_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s500_byte () Int)
(declare-fun s500_1 () Int)
(declare-fun s500_0 () Int)
(assert
 (let ((?x307 (+ 0 (* 4 (+ 0 (+ (* r497_0 16) (* r497_1 1)))))))
 (and (and (>= r497_0 0) (< r497_0 16)) (and (>= r497_1 0) (< r497_1 16)) (and (>= r497_byte 0) (< r497_byte 4)) (= byte (+ ?x307 r497_byte)))))
(assert
 (let ((?x599 (+ 0 (* 4 (+ 0 (+ (* w498_0 16) (* w498_1 1)))))))
 (and (and (>= w498_0 0) (< w498_0 4)) (and (>= w498_1 0) (< w498_1 8)) (and (>= w498_byte 0) (< w498_byte 4)) (= byte (+ ?x599 w498_byte)))))
(assert
 (let (($x290 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
 (let (($x273 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
 (let (($x619 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x273 $x290)))
 (let (($x232 (or false)))
 (or $x232 (not $x619)))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x307 (+ 0 (* 4 (+ 0 (+ (* r497_0 16) (* r497_1 1)))))))
 (= carried0 (+ ?x307 held_byte0))))
(assert
 (let ((?x615 (+ 0 (* 4 (+ 0 (+ (* s499_0 16) (* s499_1 1)))))))
 (and (and (>= s499_0 0) (< s499_0 16)) (and (>= s499_1 0) (< s499_1 16)) (and (>= s499_byte 0) (< s499_byte 4)) (= carried0 (+ ?x615 s499_byte)))))
(assert
 (let (($x333 (= (mod (mod (- (div (- carried0 0) 4) 0) 16) 1) 0)))
 (let (($x348 (< (div (mod (- (div (- carried0 0) 4) 0) 16) 1) 16)))
 (let (($x523 (and (>= (- (div (- carried0 0) 4) 0) 0) (< (div (- (div (- carried0 0) 4) 0) 16) 4) $x348 $x333)))
 (let (($x232 (or false)))
 (or $x232 (not $x523)))))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (let ((?x615 (+ 0 (* 4 (+ 0 (+ (* s499_0 16) (* s499_1 1)))))))
 (= carried1 (+ ?x615 held_byte1))))
(assert
 (let ((?x573 (+ 0 (* 4 (+ 0 (+ (* s500_0 16) (* s500_1 1)))))))
(and (and (>= s500_0 0) (< s500_0 16)) (and (>= s500_1 0) (< s500_1 16)) (and (>= s500_byte 0) (< s500_byte 4)) (= carried1 (+ ?x573 s500_byte)))))
(check-sat)
