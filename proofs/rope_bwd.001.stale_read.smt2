; program rope_bwd, triton_kernel_wrapper_functional_proxy.k_ptr: stale read (end of graph reads arg2_1 vs triton_kernel_wrapper_functional_proxy k_ptr=permute_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r464_byte () Int)
(declare-fun r464_3 () Int)
(declare-fun r464_2 () Int)
(declare-fun r464_1 () Int)
(declare-fun r464_0 () Int)
(declare-fun byte () Int)
(declare-fun w465_byte () Int)
(declare-fun w465_3 () Int)
(declare-fun w465_2 () Int)
(declare-fun w465_1 () Int)
(declare-fun w465_0 () Int)
(assert
 (let ((?x2289 (+ (+ (+ (* r464_0 256) (* r464_1 16)) (* r464_2 32)) (* r464_3 1))))
 (and (and (>= r464_0 0) (< r464_0 1)) (and (>= r464_1 0) (< r464_1 2)) (and (>= r464_2 0) (< r464_2 8)) (and (>= r464_3 0) (< r464_3 16)) (and (>= r464_byte 0) (< r464_byte 4)) (= byte (+ (+ 0 (* 4 (+ 0 ?x2289))) r464_byte)))))
(assert
 (let ((?x874 (+ (+ (+ (* w465_0 256) (* w465_1 32)) (* w465_2 16)) (* w465_3 1))))
 (and (and (>= w465_0 0) (< w465_0 1)) (and (>= w465_1 0) (< w465_1 8)) (and (>= w465_2 0) (< w465_2 2)) (and (>= w465_3 0) (< w465_3 16)) (and (>= w465_byte 0) (< w465_byte 4)) (= byte (+ (+ 0 (* 4 (+ 0 ?x874))) w465_byte)))))
(assert
 (let ((?x775 (- (div (- byte 0) 4) 0)))
(let ((?x362 (mod ?x775 32)))
(let ((?x976 (mod ?x362 16)))
(let (($x361 (and (>= ?x775 0) (< (div ?x775 32) 8) (< (div ?x362 16) 2) (< (div ?x976 1) 16) (= (mod ?x976 1) 0))))
(or (or false) (not $x361)))))))
(check-sat)
