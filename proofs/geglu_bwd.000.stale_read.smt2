; program geglu_bwd, triton_kernel_wrapper_functional_proxy.a: stale read (end of graph reads arg1_1 vs triton_kernel_wrapper_functional_proxy a=arg1_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r992_byte () Int)
(declare-fun r992_1 () Int)
(declare-fun r992_0 () Int)
(declare-fun byte () Int)
(declare-fun w993_byte () Int)
(declare-fun w993_1 () Int)
(declare-fun w993_0 () Int)
(assert
 (let ((?x367 (+ 0 (* 4 (+ 0 (+ (* r992_0 16) (* r992_1 1)))))))
 (and (and (>= r992_0 0) (< r992_0 4)) (and (>= r992_1 0) (< r992_1 16)) (and (>= r992_byte 0) (< r992_byte 4)) (= byte (+ ?x367 r992_byte)))))
(assert
 (let ((?x491 (+ 0 (* 4 (+ 0 (+ (* w993_0 16) (* w993_1 1)))))))
 (and (and (>= w993_0 0) (< w993_0 4)) (and (>= w993_1 0) (< w993_1 16)) (and (>= w993_byte 0) (< w993_byte 4)) (= byte (+ ?x491 w993_byte)))))
(assert
 (let (($x664 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x724 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x217 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x724 $x664)))
(or (or false) (not $x217))))))
(check-sat)
