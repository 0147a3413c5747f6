; program kv_write_into_fused_kv, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (slice_scatter_1 reads arg0_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_2, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r437_byte () Int)
(declare-fun r437_1 () Int)
(declare-fun r437_0 () Int)
(declare-fun byte () Int)
(declare-fun w438_byte () Int)
(declare-fun w438_1 () Int)
(declare-fun w438_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s439_byte () Int)
(declare-fun s439_1 () Int)
(declare-fun s439_0 () Int)
(assert
 (let ((?x558 (+ 0 (* 4 (+ 0 (+ (* r437_0 16) (* r437_1 1)))))))
 (and (and (>= r437_0 0) (< r437_0 16)) (and (>= r437_1 0) (< r437_1 16)) (and (>= r437_byte 0) (< r437_byte 4)) (= byte (+ ?x558 r437_byte)))))
(assert
 (let ((?x367 (+ 0 (* 4 (+ 0 (+ (* w438_0 16) (* w438_1 1)))))))
 (and (and (>= w438_0 0) (< w438_0 4)) (and (>= w438_1 0) (< w438_1 8)) (and (>= w438_byte 0) (< w438_byte 4)) (= byte (+ ?x367 w438_byte)))))
(assert
 (let (($x291 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
 (let (($x40 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
 (let (($x224 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x40 $x291)))
 (or (or false) (not $x224))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x558 (+ 0 (* 4 (+ 0 (+ (* r437_0 16) (* r437_1 1)))))))
 (= carried0 (+ ?x558 held_byte0))))
(assert
 (let ((?x541 (+ 0 (* 4 (+ 8 (+ (* s439_0 16) (* s439_1 1)))))))
(and (and (>= s439_0 0) (< s439_0 4)) (and (>= s439_1 0) (< s439_1 8)) (and (>= s439_byte 0) (< s439_byte 4)) (= carried0 (+ ?x541 s439_byte)))))
(check-sat)
