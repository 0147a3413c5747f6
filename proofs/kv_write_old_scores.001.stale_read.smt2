; program kv_write_old_scores, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r467_byte () Int)
(declare-fun r467_1 () Int)
(declare-fun r467_0 () Int)
(declare-fun byte () Int)
(declare-fun w468_byte () Int)
(declare-fun w468_1 () Int)
(declare-fun w468_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s469_byte () Int)
(declare-fun s469_1 () Int)
(declare-fun s469_0 () Int)
(assert
 (let ((?x520 (+ 0 (* 4 (+ 0 (+ (* r467_0 8) (* r467_1 1)))))))
 (and (and (>= r467_0 0) (< r467_0 16)) (and (>= r467_1 0) (< r467_1 8)) (and (>= r467_byte 0) (< r467_byte 4)) (= byte (+ ?x520 r467_byte)))))
(assert
 (let ((?x580 (+ 0 (* 4 (+ 32 (+ (* w468_0 8) (* w468_1 1)))))))
 (and (and (>= w468_0 0) (< w468_0 4)) (and (>= w468_1 0) (< w468_1 8)) (and (>= w468_byte 0) (< w468_byte 4)) (= byte (+ ?x580 w468_byte)))))
(assert
 (let (($x517 (= (mod (mod (- (div (- byte 0) 4) 32) 8) 1) 0)))
 (let (($x218 (< (div (mod (- (div (- byte 0) 4) 32) 8) 1) 8)))
 (let (($x432 (and (>= (- (div (- byte 0) 4) 32) 0) (< (div (- (div (- byte 0) 4) 32) 8) 4) $x218 $x517)))
 (or (or false) (not $x432))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x520 (+ 0 (* 4 (+ 0 (+ (* r467_0 8) (* r467_1 1)))))))
 (= carried0 (+ ?x520 held_byte0))))
(assert
 (let ((?x441 (+ 0 (* 4 (+ 0 (+ (* s469_0 8) (* s469_1 1)))))))
(and (and (>= s469_0 0) (< s469_0 16)) (and (>= s469_1 0) (< s469_1 8)) (and (>= s469_byte 0) (< s469_byte 4)) (= carried0 (+ ?x441 s469_byte)))))
(check-sat)
