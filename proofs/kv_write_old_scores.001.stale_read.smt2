; program kv_write_old_scores, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r465_byte () Int)
(declare-fun r465_1 () Int)
(declare-fun r465_0 () Int)
(declare-fun byte () Int)
(declare-fun w466_byte () Int)
(declare-fun w466_1 () Int)
(declare-fun w466_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s467_byte () Int)
(declare-fun s467_1 () Int)
(declare-fun s467_0 () Int)
(assert
 (let ((?x295 (+ 0 (* 4 (+ 0 (+ (* r465_0 8) (* r465_1 1)))))))
 (and (and (>= r465_0 0) (< r465_0 16)) (and (>= r465_1 0) (< r465_1 8)) (and (>= r465_byte 0) (< r465_byte 4)) (= byte (+ ?x295 r465_byte)))))
(assert
 (let ((?x575 (+ 0 (* 4 (+ 32 (+ (* w466_0 8) (* w466_1 1)))))))
 (and (and (>= w466_0 0) (< w466_0 4)) (and (>= w466_1 0) (< w466_1 8)) (and (>= w466_byte 0) (< w466_byte 4)) (= byte (+ ?x575 w466_byte)))))
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
 (let ((?x295 (+ 0 (* 4 (+ 0 (+ (* r465_0 8) (* r465_1 1)))))))
 (= carried0 (+ ?x295 held_byte0))))
(assert
 (let ((?x383 (+ 0 (* 4 (+ 0 (+ (* s467_0 8) (* s467_1 1)))))))
(and (and (>= s467_0 0) (< s467_0 16)) (and (>= s467_1 0) (< s467_1 8)) (and (>= s467_byte 0) (< s467_byte 4)) (= carried0 (+ ?x383 s467_byte)))))
(check-sat)
