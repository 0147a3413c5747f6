; program state_pool_decode_dynamic, triton_kernel_wrapper_functional_proxy.ht_ptr: stale read (end of graph reads arg4_1 vs triton_kernel_wrapper_functional_proxy ht_ptr=arg4_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r303_byte () Int)
(declare-fun r303_2 () Int)
(declare-fun r303_1 () Int)
(declare-fun r303_0 () Int)
(declare-fun byte () Int)
(declare-fun w304_byte () Int)
(declare-fun w304_2 () Int)
(declare-fun w304_1 () Int)
(declare-fun w304_0 () Int)
(declare-fun s33 () Int)
(declare-fun s34 () Int)
(declare-fun s81 () Int)
(assert
 (let ((?x295 (+ 0 (+ (+ (* r303_0 32) (* r303_1 8)) (* r303_2 1)))))
 (and (and (>= r303_0 0) (< r303_0 8)) (and (>= r303_1 0) (< r303_1 4)) (and (>= r303_2 0) (< r303_2 8)) (and (>= r303_byte 0) (< r303_byte 4)) (= byte (+ (+ 0 (* 4 ?x295)) r303_byte)))))
(assert
 (let ((?x92 (+ 0 (+ (+ (* w304_0 32) (* w304_1 8)) (* w304_2 1)))))
 (and (and (>= w304_0 0) (< w304_0 8)) (and (>= w304_1 0) (< w304_1 4)) (and (>= w304_2 0) (< w304_2 8)) (and (>= w304_byte 0) (< w304_byte 4)) (= byte (+ (+ 0 (* 4 ?x92)) w304_byte)))))
(assert
 (let ((?x287 (- (div (- byte 0) 4) 0)))
 (let ((?x152 (mod ?x287 32)))
 (let ((?x515 (mod ?x152 8)))
 (let (($x503 (and (>= ?x287 0) (< (div ?x287 32) 8) (< (div ?x152 8) 4) (< (div ?x515 1) 8) (= (mod ?x515 1) 0))))
 (or (or false) (not $x503)))))))
(assert
 (>= s33 2))
(assert
 (>= s34 4))
(assert
 (<= s34 4))
(assert
 (>= s81 8))
(assert
 (<= s81 8))
(assert
 (= 4 s34))
(assert
 (= 8 s81))
(check-sat)
