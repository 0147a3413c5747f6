; program kv_write_slots, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (slice_scatter reads arg1_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r441_byte () Int)
(declare-fun r441_1 () Int)
(declare-fun r441_0 () Int)
(declare-fun byte () Int)
(declare-fun w442_byte () Int)
(declare-fun w442_1 () Int)
(declare-fun w442_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s443_byte () Int)
(declare-fun s443_1 () Int)
(declare-fun s443_0 () Int)
(assert
 (let ((?x614 (+ 0 (* 4 (+ 0 (+ (* r441_0 8) (* r441_1 1)))))))
 (and (and (>= r441_0 0) (< r441_0 16)) (and (>= r441_1 0) (< r441_1 8)) (and (>= r441_byte 0) (< r441_byte 4)) (= byte (+ ?x614 r441_byte)))))
(assert
 (let ((?x375 (+ 0 (* 4 (+ 16 (+ (* w442_0 8) (* w442_1 1)))))))
 (and (and (>= w442_0 0) (< w442_0 4)) (and (>= w442_1 0) (< w442_1 8)) (and (>= w442_byte 0) (< w442_byte 4)) (= byte (+ ?x375 w442_byte)))))
(assert
 (let (($x231 (= (mod (mod (- (div (- byte 0) 4) 16) 8) 1) 0)))
 (let (($x421 (< (div (mod (- (div (- byte 0) 4) 16) 8) 1) 8)))
 (let (($x202 (and (>= (- (div (- byte 0) 4) 16) 0) (< (div (- (div (- byte 0) 4) 16) 8) 4) $x421 $x231)))
 (or (or false) (not $x202))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x614 (+ 0 (* 4 (+ 0 (+ (* r441_0 8) (* r441_1 1)))))))
 (= carried0 (+ ?x614 held_byte0))))
(assert
 (let ((?x210 (+ 0 (* 4 (+ 0 (+ (* s443_0 8) (* s443_1 1)))))))
(and (and (>= s443_0 0) (< s443_0 16)) (and (>= s443_1 0) (< s443_1 8)) (and (>= s443_byte 0) (< s443_byte 4)) (= carried0 (+ ?x210 s443_byte)))))
(check-sat)
