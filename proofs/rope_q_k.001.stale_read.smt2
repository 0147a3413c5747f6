; program rope_q_k, triton_kernel_wrapper_functional_proxy.k_ptr: stale read (end of graph reads arg2_1 vs triton_kernel_wrapper_functional_proxy k_ptr=permute_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r920_byte () Int)
(declare-fun r920_3 () Int)
(declare-fun r920_2 () Int)
(declare-fun r920_1 () Int)
(declare-fun r920_0 () Int)
(declare-fun byte () Int)
(declare-fun w921_byte () Int)
(declare-fun w921_3 () Int)
(declare-fun w921_2 () Int)
(declare-fun w921_1 () Int)
(declare-fun w921_0 () Int)
(assert
 (let ((?x789 (+ (+ (+ (* r920_0 256) (* r920_1 16)) (* r920_2 32)) (* r920_3 1))))
 (and (and (>= r920_0 0) (< r920_0 1)) (and (>= r920_1 0) (< r920_1 2)) (and (>= r920_2 0) (< r920_2 8)) (and (>= r920_3 0) (< r920_3 16)) (and (>= r920_byte 0) (< r920_byte 4)) (= byte (+ (+ 0 (* 4 (+ 0 ?x789))) r920_byte)))))
(assert
 (let ((?x560 (+ (+ (+ (* w921_0 256) (* w921_1 32)) (* w921_2 16)) (* w921_3 1))))
 (and (and (>= w921_0 0) (< w921_0 1)) (and (>= w921_1 0) (< w921_1 8)) (and (>= w921_2 0) (< w921_2 2)) (and (>= w921_3 0) (< w921_3 16)) (and (>= w921_byte 0) (< w921_byte 4)) (= byte (+ (+ 0 (* 4 (+ 0 ?x560))) w921_byte)))))
(assert
 (let ((?x588 (- (div (- byte 0) 4) 0)))
(let ((?x441 (mod ?x588 32)))
(let ((?x103 (mod ?x441 16)))
(let (($x664 (and (>= ?x588 0) (< (div ?x588 32) 8) (< (div ?x441 16) 2) (< (div ?x103 1) 16) (= (mod ?x103 1) 0))))
(or (or false) (not $x664)))))))
(check-sat)
