; program rope_bwd, triton_kernel_wrapper_functional_proxy.k_ptr: stale read (end of graph reads arg2_1 vs triton_kernel_wrapper_functional_proxy k_ptr=permute_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r972_byte () Int)
(declare-fun r972_3 () Int)
(declare-fun r972_2 () Int)
(declare-fun r972_1 () Int)
(declare-fun r972_0 () Int)
(declare-fun byte () Int)
(declare-fun w973_byte () Int)
(declare-fun w973_3 () Int)
(declare-fun w973_2 () Int)
(declare-fun w973_1 () Int)
(declare-fun w973_0 () Int)
(assert
 (let ((?x791 (+ (+ (+ (* r972_0 256) (* r972_1 16)) (* r972_2 32)) (* r972_3 1))))
 (and (and (>= r972_0 0) (< r972_0 1)) (and (>= r972_1 0) (< r972_1 2)) (and (>= r972_2 0) (< r972_2 8)) (and (>= r972_3 0) (< r972_3 16)) (and (>= r972_byte 0) (< r972_byte 4)) (= byte (+ (+ 0 (* 4 (+ 0 ?x791))) r972_byte)))))
(assert
 (let ((?x692 (+ (+ (+ (* w973_0 256) (* w973_1 32)) (* w973_2 16)) (* w973_3 1))))
 (and (and (>= w973_0 0) (< w973_0 1)) (and (>= w973_1 0) (< w973_1 8)) (and (>= w973_2 0) (< w973_2 2)) (and (>= w973_3 0) (< w973_3 16)) (and (>= w973_byte 0) (< w973_byte 4)) (= byte (+ (+ 0 (* 4 (+ 0 ?x692))) w973_byte)))))
(assert
 (let ((?x705 (- (div (- byte 0) 4) 0)))
(let ((?x401 (mod ?x705 32)))
(let ((?x698 (mod ?x401 16)))
(let (($x339 (and (>= ?x705 0) (< (div ?x705 32) 8) (< (div ?x401 16) 2) (< (div ?x698 1) 16) (= (mod ?x698 1) 0))))
(or (or false) (not $x339)))))))
(check-sat)
