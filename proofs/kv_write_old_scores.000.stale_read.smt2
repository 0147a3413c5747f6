; program kv_write_old_scores, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r464_byte () Int)
(declare-fun r464_1 () Int)
(declare-fun r464_0 () Int)
(declare-fun byte () Int)
(declare-fun w465_byte () Int)
(declare-fun w465_1 () Int)
(declare-fun w465_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s466_byte () Int)
(declare-fun s466_1 () Int)
(declare-fun s466_0 () Int)
(assert
 (let ((?x257 (+ 0 (* 4 (+ 0 (+ (* r464_0 8) (* r464_1 1)))))))
 (and (and (>= r464_0 0) (< r464_0 16)) (and (>= r464_1 0) (< r464_1 8)) (and (>= r464_byte 0) (< r464_byte 4)) (= byte (+ ?x257 r464_byte)))))
(assert
 (let ((?x354 (+ 0 (* 4 (+ 32 (+ (* w465_0 8) (* w465_1 1)))))))
 (and (and (>= w465_0 0) (< w465_0 4)) (and (>= w465_1 0) (< w465_1 8)) (and (>= w465_byte 0) (< w465_byte 4)) (= byte (+ ?x354 w465_byte)))))
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
 (let ((?x257 (+ 0 (* 4 (+ 0 (+ (* r464_0 8) (* r464_1 1)))))))
 (= carried0 (+ ?x257 held_byte0))))
(assert
 (let ((?x458 (+ 0 (* 4 (+ 0 (+ (* s466_0 8) (* s466_1 1)))))))
(and (and (>= s466_0 0) (< s466_0 16)) (and (>= s466_1 0) (< s466_1 8)) (and (>= s466_byte 0) (< s466_byte 4)) (= carried0 (+ ?x458 s466_byte)))))
(check-sat)
