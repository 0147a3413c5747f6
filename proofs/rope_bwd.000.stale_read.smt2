; program rope_bwd, triton_kernel_wrapper_functional_proxy.q_ptr: stale read (end of graph reads arg1_1 vs triton_kernel_wrapper_functional_proxy q_ptr=permute)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r374_byte () Int)
(declare-fun r374_3 () Int)
(declare-fun r374_2 () Int)
(declare-fun r374_1 () Int)
(declare-fun r374_0 () Int)
(declare-fun byte () Int)
(declare-fun w375_byte () Int)
(declare-fun w375_3 () Int)
(declare-fun w375_2 () Int)
(declare-fun w375_1 () Int)
(declare-fun w375_0 () Int)
(assert
 (let ((?x244 (+ (+ (+ (* r374_0 256) (* r374_1 16)) (* r374_2 32)) (* r374_3 1))))
 (and (and (>= r374_0 0) (< r374_0 1)) (and (>= r374_1 0) (< r374_1 2)) (and (>= r374_2 0) (< r374_2 8)) (and (>= r374_3 0) (< r374_3 16)) (and (>= r374_byte 0) (< r374_byte 4)) (= byte (+ (+ 0 (* 4 (+ 0 ?x244))) r374_byte)))))
(assert
 (let ((?x44 (+ (+ (+ (* w375_0 256) (* w375_1 32)) (* w375_2 16)) (* w375_3 1))))
 (and (and (>= w375_0 0) (< w375_0 1)) (and (>= w375_1 0) (< w375_1 8)) (and (>= w375_2 0) (< w375_2 2)) (and (>= w375_3 0) (< w375_3 16)) (and (>= w375_byte 0) (< w375_byte 4)) (= byte (+ (+ 0 (* 4 (+ 0 ?x44))) w375_byte)))))
(assert
 (let ((?x54 (- (div (- byte 0) 4) 0)))
(let ((?x403 (mod ?x54 32)))
(let ((?x207 (mod ?x403 16)))
(let (($x61 (and (>= ?x54 0) (< (div ?x54 32) 8) (< (div ?x403 16) 2) (< (div ?x207 1) 16) (= (mod ?x207 1) 0))))
(or (or false) (not $x61)))))))
(check-sat)
