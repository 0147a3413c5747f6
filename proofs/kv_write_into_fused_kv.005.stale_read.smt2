; program kv_write_into_fused_kv, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (slice_scatter_1 reads arg0_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_2, carried then sizes=(16, 16) strides=(16, 1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r445_byte () Int)
(declare-fun r445_1 () Int)
(declare-fun r445_0 () Int)
(declare-fun byte () Int)
(declare-fun w446_byte () Int)
(declare-fun w446_1 () Int)
(declare-fun w446_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s447_byte () Int)
(declare-fun s447_1 () Int)
(declare-fun s447_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s448_byte () Int)
(declare-fun s448_1 () Int)
(declare-fun s448_0 () Int)
(assert
 (let ((?x321 (+ 0 (* 4 (+ 0 (+ (* r445_0 16) (* r445_1 1)))))))
 (and (and (>= r445_0 0) (< r445_0 16)) (and (>= r445_1 0) (< r445_1 16)) (and (>= r445_byte 0) (< r445_byte 4)) (= byte (+ ?x321 r445_byte)))))
(assert
 (let ((?x121 (+ 0 (* 4 (+ 0 (+ (* w446_0 16) (* w446_1 1)))))))
 (and (and (>= w446_0 0) (< w446_0 4)) (and (>= w446_1 0) (< w446_1 8)) (and (>= w446_byte 0) (< w446_byte 4)) (= byte (+ ?x121 w446_byte)))))
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
 (let ((?x321 (+ 0 (* 4 (+ 0 (+ (* r445_0 16) (* r445_1 1)))))))
 (= carried0 (+ ?x321 held_byte0))))
(assert
 (let ((?x141 (+ 0 (* 4 (+ 0 (+ (* s447_0 16) (* s447_1 1)))))))
 (and (and (>= s447_0 0) (< s447_0 16)) (and (>= s447_1 0) (< s447_1 16)) (and (>= s447_byte 0) (< s447_byte 4)) (= carried0 (+ ?x141 s447_byte)))))
(assert
 (let (($x310 (= (mod (mod (- (div (- carried0 0) 4) 0) 16) 1) 0)))
 (let (($x245 (< (div (mod (- (div (- carried0 0) 4) 0) 16) 1) 16)))
 (let (($x341 (and (>= (- (div (- carried0 0) 4) 0) 0) (< (div (- (div (- carried0 0) 4) 0) 16) 4) $x245 $x310)))
 (let (($x75 (or false)))
 (or $x75 (not $x341)))))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (let ((?x141 (+ 0 (* 4 (+ 0 (+ (* s447_0 16) (* s447_1 1)))))))
 (= carried1 (+ ?x141 held_byte1))))
(assert
 (let ((?x298 (+ 0 (* 4 (+ 0 (+ (* s448_0 16) (* s448_1 1)))))))
(and (and (>= s448_0 0) (< s448_0 16)) (and (>= s448_1 0) (< s448_1 16)) (and (>= s448_byte 0) (< s448_byte 4)) (= carried1 (+ ?x298 s448_byte)))))
(check-sat)
