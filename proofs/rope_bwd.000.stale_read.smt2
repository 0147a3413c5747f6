; program rope_bwd, triton_kernel_wrapper_functional_proxy.q_ptr: stale read (end of graph reads arg1_1 vs triton_kernel_wrapper_functional_proxy q_ptr=permute)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r358_byte () Int)
(declare-fun r358_3 () Int)
(declare-fun r358_2 () Int)
(declare-fun r358_1 () Int)
(declare-fun r358_0 () Int)
(declare-fun byte () Int)
(declare-fun w359_byte () Int)
(declare-fun w359_3 () Int)
(declare-fun w359_2 () Int)
(declare-fun w359_1 () Int)
(declare-fun w359_0 () Int)
(assert
 (let ((?x414 (+ (+ (+ (* r358_0 256) (* r358_1 16)) (* r358_2 32)) (* r358_3 1))))
 (and (and (>= r358_0 0) (< r358_0 1)) (and (>= r358_1 0) (< r358_1 2)) (and (>= r358_2 0) (< r358_2 8)) (and (>= r358_3 0) (< r358_3 16)) (and (>= r358_byte 0) (< r358_byte 4)) (= byte (+ (+ 0 (* 4 (+ 0 ?x414))) r358_byte)))))
(assert
 (let ((?x347 (+ (+ (+ (* w359_0 256) (* w359_1 32)) (* w359_2 16)) (* w359_3 1))))
 (and (and (>= w359_0 0) (< w359_0 1)) (and (>= w359_1 0) (< w359_1 8)) (and (>= w359_2 0) (< w359_2 2)) (and (>= w359_3 0) (< w359_3 16)) (and (>= w359_byte 0) (< w359_byte 4)) (= byte (+ (+ 0 (* 4 (+ 0 ?x347))) w359_byte)))))
(assert
 (let ((?x426 (- (div (- byte 0) 4) 0)))
(let ((?x285 (mod ?x426 32)))
(let ((?x142 (mod ?x285 16)))
(let (($x327 (and (>= ?x426 0) (< (div ?x426 32) 8) (< (div ?x285 16) 2) (< (div ?x142 1) 16) (= (mod ?x142 1) 0))))
(or (or false) (not $x327)))))))
(check-sat)
