; program kv_write_into_fused_kv, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (slice_scatter_1 reads arg0_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_2, carried then sizes=(4, 16) strides=(16, 1) offset=0 itemsize=4 then sizes=(4, 16) strides=(16, 1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r440_byte () Int)
(declare-fun r440_1 () Int)
(declare-fun r440_0 () Int)
(declare-fun byte () Int)
(declare-fun w441_byte () Int)
(declare-fun w441_1 () Int)
(declare-fun w441_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s442_byte () Int)
(declare-fun s442_1 () Int)
(declare-fun s442_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s443_byte () Int)
(declare-fun s443_1 () Int)
(declare-fun s443_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s444_byte () Int)
(declare-fun s444_1 () Int)
(declare-fun s444_0 () Int)
(assert
 (let ((?x588 (+ 0 (* 4 (+ 0 (+ (* r440_0 16) (* r440_1 1)))))))
 (and (and (>= r440_0 0) (< r440_0 16)) (and (>= r440_1 0) (< r440_1 16)) (and (>= r440_byte 0) (< r440_byte 4)) (= byte (+ ?x588 r440_byte)))))
(assert
 (let ((?x260 (+ 0 (* 4 (+ 0 (+ (* w441_0 16) (* w441_1 1)))))))
 (and (and (>= w441_0 0) (< w441_0 4)) (and (>= w441_1 0) (< w441_1 8)) (and (>= w441_byte 0) (< w441_byte 4)) (= byte (+ ?x260 w441_byte)))))
(assert
 (let (($x291 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
 (let (($x40 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
 (let (($x224 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x40 $x291)))
 (let (($x75 (or false)))
 (or $x75 (not $x224)))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x588 (+ 0 (* 4 (+ 0 (+ (* r440_0 16) (* r440_1 1)))))))
 (= carried0 (+ ?x588 held_byte0))))
(assert
 (let ((?x144 (+ 0 (* 4 (+ 0 (+ (* s442_0 16) (* s442_1 1)))))))
 (and (and (>= s442_0 0) (< s442_0 4)) (and (>= s442_1 0) (< s442_1 16)) (and (>= s442_byte 0) (< s442_byte 4)) (= carried0 (+ ?x144 s442_byte)))))
(assert
 (let (($x641 (= (mod (mod (- (div (- carried0 0) 4) 8) 16) 1) 0)))
 (let (($x599 (< (div (mod (- (div (- carried0 0) 4) 8) 16) 1) 8)))
 (let (($x645 (and (>= (- (div (- carried0 0) 4) 8) 0) (< (div (- (div (- carried0 0) 4) 8) 16) 4) $x599 $x641)))
 (let (($x75 (or false)))
 (or $x75 (not $x645)))))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (let ((?x144 (+ 0 (* 4 (+ 0 (+ (* s442_0 16) (* s442_1 1)))))))
 (= carried1 (+ ?x144 held_byte1))))
(assert
 (let ((?x431 (+ 0 (* 4 (+ 0 (+ (* s443_0 16) (* s443_1 1)))))))
 (and (and (>= s443_0 0) (< s443_0 4)) (and (>= s443_1 0) (< s443_1 16)) (and (>= s443_byte 0) (< s443_byte 4)) (= carried1 (+ ?x431 s443_byte)))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (let ((?x431 (+ 0 (* 4 (+ 0 (+ (* s443_0 16) (* s443_1 1)))))))
 (= carried2 (+ ?x431 held_byte2))))
(assert
 (let ((?x174 (+ 0 (* 4 (+ 0 (+ (* s444_0 16) (* s444_1 1)))))))
(and (and (>= s444_0 0) (< s444_0 16)) (and (>= s444_1 0) (< s444_1 16)) (and (>= s444_byte 0) (< s444_byte 4)) (= carried2 (+ ?x174 s444_byte)))))
(check-sat)
