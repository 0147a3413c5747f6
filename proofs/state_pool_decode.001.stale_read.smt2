; program state_pool_decode, triton_kernel_wrapper_functional_proxy.ht_ptr: stale read (end of graph reads arg3_1 vs triton_kernel_wrapper_functional_proxy ht_ptr=arg3_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r295_byte () Int)
(declare-fun r295_2 () Int)
(declare-fun r295_1 () Int)
(declare-fun r295_0 () Int)
(declare-fun byte () Int)
(declare-fun w296_byte () Int)
(declare-fun w296_2 () Int)
(declare-fun w296_1 () Int)
(declare-fun w296_0 () Int)
(assert
 (let ((?x106 (+ 0 (+ (+ (* r295_0 32) (* r295_1 8)) (* r295_2 1)))))
 (and (and (>= r295_0 0) (< r295_0 8)) (and (>= r295_1 0) (< r295_1 4)) (and (>= r295_2 0) (< r295_2 8)) (and (>= r295_byte 0) (< r295_byte 4)) (= byte (+ (+ 0 (* 4 ?x106)) r295_byte)))))
(assert
 (let ((?x297 (+ 0 (+ (+ (* w296_0 32) (* w296_1 8)) (* w296_2 1)))))
 (and (and (>= w296_0 0) (< w296_0 8)) (and (>= w296_1 0) (< w296_1 4)) (and (>= w296_2 0) (< w296_2 8)) (and (>= w296_byte 0) (< w296_byte 4)) (= byte (+ (+ 0 (* 4 ?x297)) w296_byte)))))
(assert
 (let ((?x112 (- (div (- byte 0) 4) 0)))
(let ((?x188 (mod ?x112 32)))
(let ((?x242 (mod ?x188 8)))
(let (($x63 (and (>= ?x112 0) (< (div ?x112 32) 8) (< (div ?x188 8) 4) (< (div ?x242 1) 8) (= (mod ?x242 1) 0))))
(or (or false) (not $x63)))))))
(check-sat)
