; program kv_write_old_scores, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r462_byte () Int)
(declare-fun r462_1 () Int)
(declare-fun r462_0 () Int)
(declare-fun byte () Int)
(declare-fun w463_byte () Int)
(declare-fun w463_1 () Int)
(declare-fun w463_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s464_byte () Int)
(declare-fun s464_1 () Int)
(declare-fun s464_0 () Int)
(assert
 (let ((?x416 (+ 0 (* 4 (+ 0 (+ (* r462_0 8) (* r462_1 1)))))))
 (and (and (>= r462_0 0) (< r462_0 16)) (and (>= r462_1 0) (< r462_1 8)) (and (>= r462_byte 0) (< r462_byte 4)) (= byte (+ ?x416 r462_byte)))))
(assert
 (let ((?x283 (+ 0 (* 4 (+ 32 (+ (* w463_0 8) (* w463_1 1)))))))
 (and (and (>= w463_0 0) (< w463_0 4)) (and (>= w463_1 0) (< w463_1 8)) (and (>= w463_byte 0) (< w463_byte 4)) (= byte (+ ?x283 w463_byte)))))
(assert
 (let (($x214 (= (mod (mod (- (div (- byte 0) 4) 32) 8) 1) 0)))
 (let (($x572 (< (div (mod (- (div (- byte 0) 4) 32) 8) 1) 8)))
 (let (($x607 (and (>= (- (div (- byte 0) 4) 32) 0) (< (div (- (div (- byte 0) 4) 32) 8) 4) $x572 $x214)))
 (or (or false) (not $x607))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x416 (+ 0 (* 4 (+ 0 (+ (* r462_0 8) (* r462_1 1)))))))
 (= carried0 (+ ?x416 held_byte0))))
(assert
 (let ((?x592 (+ 0 (* 4 (+ 0 (+ (* s464_0 8) (* s464_1 1)))))))
(and (and (>= s464_0 0) (< s464_0 16)) (and (>= s464_1 0) (< s464_1 8)) (and (>= s464_byte 0) (< s464_byte 4)) (= carried0 (+ ?x592 s464_byte)))))
(check-sat)
