; program rope_q_k, triton_kernel_wrapper_functional_proxy.q_ptr: stale read (end of graph reads arg1_1 vs triton_kernel_wrapper_functional_proxy q_ptr=permute)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r628_byte () Int)
(declare-fun r628_3 () Int)
(declare-fun r628_2 () Int)
(declare-fun r628_1 () Int)
(declare-fun r628_0 () Int)
(declare-fun byte () Int)
(declare-fun w629_byte () Int)
(declare-fun w629_3 () Int)
(declare-fun w629_2 () Int)
(declare-fun w629_1 () Int)
(declare-fun w629_0 () Int)
(assert
 (let ((?x367 (+ (+ (+ (* r628_0 256) (* r628_1 16)) (* r628_2 32)) (* r628_3 1))))
 (and (and (>= r628_0 0) (< r628_0 1)) (and (>= r628_1 0) (< r628_1 2)) (and (>= r628_2 0) (< r628_2 8)) (and (>= r628_3 0) (< r628_3 16)) (and (>= r628_byte 0) (< r628_byte 4)) (= byte (+ (+ 0 (* 4 (+ 0 ?x367))) r628_byte)))))
(assert
 (let ((?x1170 (+ (+ (+ (* w629_0 256) (* w629_1 32)) (* w629_2 16)) (* w629_3 1))))
 (and (and (>= w629_0 0) (< w629_0 1)) (and (>= w629_1 0) (< w629_1 8)) (and (>= w629_2 0) (< w629_2 2)) (and (>= w629_3 0) (< w629_3 16)) (and (>= w629_byte 0) (< w629_byte 4)) (= byte (+ (+ 0 (* 4 (+ 0 ?x1170))) w629_byte)))))
(assert
 (let ((?x372 (- (div (- byte 0) 4) 0)))
(let ((?x789 (mod ?x372 32)))
(let ((?x804 (mod ?x789 16)))
(let (($x603 (and (>= ?x372 0) (< (div ?x372 32) 8) (< (div ?x789 16) 2) (< (div ?x804 1) 16) (= (mod ?x804 1) 0))))
(or (or false) (not $x603)))))))
(check-sat)
