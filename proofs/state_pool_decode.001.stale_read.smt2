; program state_pool_decode, triton_kernel_wrapper_functional_proxy.ht_ptr: stale read (end of graph reads arg3_1 vs triton_kernel_wrapper_functional_proxy ht_ptr=arg3_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r274_byte () Int)
(declare-fun r274_2 () Int)
(declare-fun r274_1 () Int)
(declare-fun r274_0 () Int)
(declare-fun byte () Int)
(declare-fun w275_byte () Int)
(declare-fun w275_2 () Int)
(declare-fun w275_1 () Int)
(declare-fun w275_0 () Int)
(assert
 (let ((?x702 (+ 0 (+ (+ (* r274_0 32) (* r274_1 8)) (* r274_2 1)))))
 (and (and (>= r274_0 0) (< r274_0 8)) (and (>= r274_1 0) (< r274_1 4)) (and (>= r274_2 0) (< r274_2 8)) (and (>= r274_byte 0) (< r274_byte 4)) (= byte (+ (+ 0 (* 4 ?x702)) r274_byte)))))
(assert
 (let ((?x415 (+ 0 (+ (+ (* w275_0 32) (* w275_1 8)) (* w275_2 1)))))
 (and (and (>= w275_0 0) (< w275_0 8)) (and (>= w275_1 0) (< w275_1 4)) (and (>= w275_2 0) (< w275_2 8)) (and (>= w275_byte 0) (< w275_byte 4)) (= byte (+ (+ 0 (* 4 ?x415)) w275_byte)))))
(assert
 (let ((?x378 (- (div (- byte 0) 4) 0)))
(let ((?x945 (mod ?x378 32)))
(let ((?x1658 (mod ?x945 8)))
(let (($x1178 (and (>= ?x378 0) (< (div ?x378 32) 8) (< (div ?x945 8) 4) (< (div ?x1658 1) 8) (= (mod ?x1658 1) 0))))
(or (or false) (not $x1178)))))))
(check-sat)
