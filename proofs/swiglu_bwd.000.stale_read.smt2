; program swiglu_bwd, triton_kernel_wrapper_functional_proxy.a_ptr: stale read (end of graph reads arg1_1 vs triton_kernel_wrapper_functional_proxy a_ptr=arg1_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r638_byte () Int)
(declare-fun r638_1 () Int)
(declare-fun r638_0 () Int)
(declare-fun byte () Int)
(declare-fun w639_byte () Int)
(declare-fun w639_1 () Int)
(declare-fun w639_0 () Int)
(assert
 (let ((?x26087 (+ 0 (* 4 (+ 0 (+ (* r638_0 16) (* r638_1 1)))))))
 (and (and (>= r638_0 0) (< r638_0 4)) (and (>= r638_1 0) (< r638_1 16)) (and (>= r638_byte 0) (< r638_byte 4)) (= byte (+ ?x26087 r638_byte)))))
(assert
 (let ((?x496 (+ 0 (* 4 (+ 0 (+ (* w639_0 16) (* w639_1 1)))))))
 (and (and (>= w639_0 0) (< w639_0 4)) (and (>= w639_1 0) (< w639_1 16)) (and (>= w639_byte 0) (< w639_byte 4)) (= byte (+ ?x496 w639_byte)))))
(assert
 (let (($x402 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x7101 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x1046 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x7101 $x402)))
(or (or false) (not $x1046))))))
(check-sat)
