; program rope_bwd, triton_kernel_wrapper_functional_proxy.q_ptr: stale read (end of graph reads arg1_1 vs triton_kernel_wrapper_functional_proxy q_ptr=permute)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r974_byte () Int)
(declare-fun r974_3 () Int)
(declare-fun r974_2 () Int)
(declare-fun r974_1 () Int)
(declare-fun r974_0 () Int)
(declare-fun byte () Int)
(declare-fun w975_byte () Int)
(declare-fun w975_3 () Int)
(declare-fun w975_2 () Int)
(declare-fun w975_1 () Int)
(declare-fun w975_0 () Int)
(assert
 (let ((?x811 (+ (+ (+ (* r974_0 256) (* r974_1 16)) (* r974_2 32)) (* r974_3 1))))
 (and (and (>= r974_0 0) (< r974_0 1)) (and (>= r974_1 0) (< r974_1 2)) (and (>= r974_2 0) (< r974_2 8)) (and (>= r974_3 0) (< r974_3 16)) (and (>= r974_byte 0) (< r974_byte 4)) (= byte (+ (+ 0 (* 4 (+ 0 ?x811))) r974_byte)))))
(assert
 (let ((?x307 (+ (+ (+ (* w975_0 256) (* w975_1 32)) (* w975_2 16)) (* w975_3 1))))
 (and (and (>= w975_0 0) (< w975_0 1)) (and (>= w975_1 0) (< w975_1 8)) (and (>= w975_2 0) (< w975_2 2)) (and (>= w975_3 0) (< w975_3 16)) (and (>= w975_byte 0) (< w975_byte 4)) (= byte (+ (+ 0 (* 4 (+ 0 ?x307))) w975_byte)))))
(assert
 (let ((?x589 (- (div (- byte 0) 4) 0)))
(let ((?x46 (mod ?x589 32)))
(let ((?x494 (mod ?x46 16)))
(let (($x349 (and (>= ?x589 0) (< (div ?x589 32) 8) (< (div ?x46 16) 2) (< (div ?x494 1) 16) (= (mod ?x494 1) 0))))
(or (or false) (not $x349)))))))
(check-sat)
