; program kv_write_into_fused_kv, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (slice_scatter_1 reads arg0_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_2, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r489_byte () Int)
(declare-fun r489_1 () Int)
(declare-fun r489_0 () Int)
(declare-fun byte () Int)
(declare-fun w490_byte () Int)
(declare-fun w490_1 () Int)
(declare-fun w490_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s491_byte () Int)
(declare-fun s491_1 () Int)
(declare-fun s491_0 () Int)
(assert
 (let ((?x523 (+ 0 (* 4 (+ 0 (+ (* r489_0 16) (* r489_1 1)))))))
 (and (and (>= r489_0 0) (< r489_0 16)) (and (>= r489_1 0) (< r489_1 16)) (and (>= r489_byte 0) (< r489_byte 4)) (= byte (+ ?x523 r489_byte)))))
(assert
 (let ((?x65 (+ 0 (* 4 (+ 0 (+ (* w490_0 16) (* w490_1 1)))))))
 (and (and (>= w490_0 0) (< w490_0 4)) (and (>= w490_1 0) (< w490_1 8)) (and (>= w490_byte 0) (< w490_byte 4)) (= byte (+ ?x65 w490_byte)))))
(assert
 (let (($x290 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
 (let (($x273 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
 (let (($x619 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x273 $x290)))
 (or (or false) (not $x619))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x523 (+ 0 (* 4 (+ 0 (+ (* r489_0 16) (* r489_1 1)))))))
 (= carried0 (+ ?x523 held_byte0))))
(assert
 (let ((?x109 (+ 0 (* 4 (+ 8 (+ (* s491_0 16) (* s491_1 1)))))))
(and (and (>= s491_0 0) (< s491_0 4)) (and (>= s491_1 0) (< s491_1 8)) (and (>= s491_byte 0) (< s491_byte 4)) (= carried0 (+ ?x109 s491_byte)))))
(check-sat)
