; program geglu_bwd, triton_kernel_wrapper_functional_proxy.a: stale read (end of graph reads arg1_1 vs triton_kernel_wrapper_functional_proxy a=arg1_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r470_byte () Int)
(declare-fun r470_1 () Int)
(declare-fun r470_0 () Int)
(declare-fun byte () Int)
(declare-fun w471_byte () Int)
(declare-fun w471_1 () Int)
(declare-fun w471_0 () Int)
(assert
 (let ((?x971 (+ 0 (* 4 (+ 0 (+ (* r470_0 16) (* r470_1 1)))))))
 (and (and (>= r470_0 0) (< r470_0 4)) (and (>= r470_1 0) (< r470_1 16)) (and (>= r470_byte 0) (< r470_byte 4)) (= byte (+ ?x971 r470_byte)))))
(assert
 (let ((?x96 (+ 0 (* 4 (+ 0 (+ (* w471_0 16) (* w471_1 1)))))))
 (and (and (>= w471_0 0) (< w471_0 4)) (and (>= w471_1 0) (< w471_1 16)) (and (>= w471_byte 0) (< w471_byte 4)) (= byte (+ ?x96 w471_byte)))))
(assert
 (let (($x275 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x758 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x291 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x758 $x275)))
(or (or false) (not $x291))))))
(check-sat)
