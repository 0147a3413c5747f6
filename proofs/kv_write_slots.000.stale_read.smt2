; program kv_write_slots, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (slice_scatter reads arg1_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r439_byte () Int)
(declare-fun r439_1 () Int)
(declare-fun r439_0 () Int)
(declare-fun byte () Int)
(declare-fun w440_byte () Int)
(declare-fun w440_1 () Int)
(declare-fun w440_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s441_byte () Int)
(declare-fun s441_1 () Int)
(declare-fun s441_0 () Int)
(assert
 (let ((?x573 (+ 0 (* 4 (+ 0 (+ (* r439_0 8) (* r439_1 1)))))))
 (and (and (>= r439_0 0) (< r439_0 16)) (and (>= r439_1 0) (< r439_1 8)) (and (>= r439_byte 0) (< r439_byte 4)) (= byte (+ ?x573 r439_byte)))))
(assert
 (let ((?x480 (+ 0 (* 4 (+ 16 (+ (* w440_0 8) (* w440_1 1)))))))
 (and (and (>= w440_0 0) (< w440_0 4)) (and (>= w440_1 0) (< w440_1 8)) (and (>= w440_byte 0) (< w440_byte 4)) (= byte (+ ?x480 w440_byte)))))
(assert
 (let (($x329 (= (mod (mod (- (div (- byte 0) 4) 16) 8) 1) 0)))
 (let (($x62 (< (div (mod (- (div (- byte 0) 4) 16) 8) 1) 8)))
 (let (($x509 (and (>= (- (div (- byte 0) 4) 16) 0) (< (div (- (div (- byte 0) 4) 16) 8) 4) $x62 $x329)))
 (or (or false) (not $x509))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x573 (+ 0 (* 4 (+ 0 (+ (* r439_0 8) (* r439_1 1)))))))
 (= carried0 (+ ?x573 held_byte0))))
(assert
 (let ((?x207 (+ 0 (* 4 (+ 0 (+ (* s441_0 8) (* s441_1 1)))))))
(and (and (>= s441_0 0) (< s441_0 16)) (and (>= s441_1 0) (< s441_1 8)) (and (>= s441_byte 0) (< s441_byte 4)) (= carried0 (+ ?x207 s441_byte)))))
(check-sat)
