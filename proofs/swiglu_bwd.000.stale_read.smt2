; program swiglu_bwd, triton_kernel_wrapper_functional_proxy.a_ptr: stale read (end of graph reads arg1_1 vs triton_kernel_wrapper_functional_proxy a_ptr=arg1_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r378_byte () Int)
(declare-fun r378_1 () Int)
(declare-fun r378_0 () Int)
(declare-fun byte () Int)
(declare-fun w379_byte () Int)
(declare-fun w379_1 () Int)
(declare-fun w379_0 () Int)
(assert
 (let ((?x252 (+ 0 (* 4 (+ 0 (+ (* r378_0 16) (* r378_1 1)))))))
 (and (and (>= r378_0 0) (< r378_0 4)) (and (>= r378_1 0) (< r378_1 16)) (and (>= r378_byte 0) (< r378_byte 4)) (= byte (+ ?x252 r378_byte)))))
(assert
 (let ((?x269 (+ 0 (* 4 (+ 0 (+ (* w379_0 16) (* w379_1 1)))))))
 (and (and (>= w379_0 0) (< w379_0 4)) (and (>= w379_1 0) (< w379_1 16)) (and (>= w379_byte 0) (< w379_byte 4)) (= byte (+ ?x269 w379_byte)))))
(assert
 (let (($x274 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x310 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x329 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x310 $x274)))
(or (or false) (not $x329))))))
(check-sat)
