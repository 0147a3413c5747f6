; program rope_q_k, triton_kernel_wrapper_functional_proxy.q_ptr: stale read (end of graph reads arg1_1 vs triton_kernel_wrapper_functional_proxy q_ptr=permute)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r352_byte () Int)
(declare-fun r352_3 () Int)
(declare-fun r352_2 () Int)
(declare-fun r352_1 () Int)
(declare-fun r352_0 () Int)
(declare-fun byte () Int)
(declare-fun w353_byte () Int)
(declare-fun w353_3 () Int)
(declare-fun w353_2 () Int)
(declare-fun w353_1 () Int)
(declare-fun w353_0 () Int)
(assert
 (let ((?x268 (+ (+ (+ (* r352_0 256) (* r352_1 16)) (* r352_2 32)) (* r352_3 1))))
 (and (and (>= r352_0 0) (< r352_0 1)) (and (>= r352_1 0) (< r352_1 2)) (and (>= r352_2 0) (< r352_2 8)) (and (>= r352_3 0) (< r352_3 16)) (and (>= r352_byte 0) (< r352_byte 4)) (= byte (+ (+ 0 (* 4 (+ 0 ?x268))) r352_byte)))))
(assert
 (let ((?x252 (+ (+ (+ (* w353_0 256) (* w353_1 32)) (* w353_2 16)) (* w353_3 1))))
 (and (and (>= w353_0 0) (< w353_0 1)) (and (>= w353_1 0) (< w353_1 8)) (and (>= w353_2 0) (< w353_2 2)) (and (>= w353_3 0) (< w353_3 16)) (and (>= w353_byte 0) (< w353_byte 4)) (= byte (+ (+ 0 (* 4 (+ 0 ?x252))) w353_byte)))))
(assert
 (let ((?x169 (- (div (- byte 0) 4) 0)))
(let ((?x371 (mod ?x169 32)))
(let ((?x173 (mod ?x371 16)))
(let (($x317 (and (>= ?x169 0) (< (div ?x169 32) 8) (< (div ?x371 16) 2) (< (div ?x173 1) 16) (= (mod ?x173 1) 0))))
(or (or false) (not $x317)))))))
(check-sat)
