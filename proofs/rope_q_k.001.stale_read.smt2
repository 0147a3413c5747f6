; program rope_q_k, triton_kernel_wrapper_functional_proxy.k_ptr: stale read (end of graph reads arg2_1 vs triton_kernel_wrapper_functional_proxy k_ptr=permute_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r460_byte () Int)
(declare-fun r460_3 () Int)
(declare-fun r460_2 () Int)
(declare-fun r460_1 () Int)
(declare-fun r460_0 () Int)
(declare-fun byte () Int)
(declare-fun w461_byte () Int)
(declare-fun w461_3 () Int)
(declare-fun w461_2 () Int)
(declare-fun w461_1 () Int)
(declare-fun w461_0 () Int)
(assert
 (let ((?x623 (+ (+ (+ (* r460_0 256) (* r460_1 16)) (* r460_2 32)) (* r460_3 1))))
 (and (and (>= r460_0 0) (< r460_0 1)) (and (>= r460_1 0) (< r460_1 2)) (and (>= r460_2 0) (< r460_2 8)) (and (>= r460_3 0) (< r460_3 16)) (and (>= r460_byte 0) (< r460_byte 4)) (= byte (+ (+ 0 (* 4 (+ 0 ?x623))) r460_byte)))))
(assert
 (let ((?x2282 (+ (+ (+ (* w461_0 256) (* w461_1 32)) (* w461_2 16)) (* w461_3 1))))
 (and (and (>= w461_0 0) (< w461_0 1)) (and (>= w461_1 0) (< w461_1 8)) (and (>= w461_2 0) (< w461_2 2)) (and (>= w461_3 0) (< w461_3 16)) (and (>= w461_byte 0) (< w461_byte 4)) (= byte (+ (+ 0 (* 4 (+ 0 ?x2282))) w461_byte)))))
(assert
 (let ((?x775 (- (div (- byte 0) 4) 0)))
(let ((?x362 (mod ?x775 32)))
(let ((?x976 (mod ?x362 16)))
(let (($x361 (and (>= ?x775 0) (< (div ?x775 32) 8) (< (div ?x362 16) 2) (< (div ?x976 1) 16) (= (mod ?x976 1) 0))))
(or (or false) (not $x361)))))))
(check-sat)
