; program swiglu_bwd, triton_kernel_wrapper_functional_proxy.a_ptr: stale read (end of graph reads arg1_1 vs triton_kernel_wrapper_functional_proxy a_ptr=arg1_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r974_byte () Int)
(declare-fun r974_1 () Int)
(declare-fun r974_0 () Int)
(declare-fun byte () Int)
(declare-fun w975_byte () Int)
(declare-fun w975_1 () Int)
(declare-fun w975_0 () Int)
(assert
 (let ((?x507 (+ 0 (* 4 (+ 0 (+ (* r974_0 16) (* r974_1 1)))))))
 (and (and (>= r974_0 0) (< r974_0 4)) (and (>= r974_1 0) (< r974_1 16)) (and (>= r974_byte 0) (< r974_byte 4)) (= byte (+ ?x507 r974_byte)))))
(assert
 (let ((?x183 (+ 0 (* 4 (+ 0 (+ (* w975_0 16) (* w975_1 1)))))))
 (and (and (>= w975_0 0) (< w975_0 4)) (and (>= w975_1 0) (< w975_1 16)) (and (>= w975_byte 0) (< w975_byte 4)) (= byte (+ ?x183 w975_byte)))))
(assert
 (let (($x54 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x648 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x174 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x648 $x54)))
(or (or false) (not $x174))))))
(check-sat)
