; program swiglu_bwd, triton_kernel_wrapper_functional_proxy.a_ptr: stale read (end of graph reads arg1_1 vs triton_kernel_wrapper_functional_proxy a_ptr=arg1_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r978_byte () Int)
(declare-fun r978_1 () Int)
(declare-fun r978_0 () Int)
(declare-fun byte () Int)
(declare-fun w979_byte () Int)
(declare-fun w979_1 () Int)
(declare-fun w979_0 () Int)
(assert
 (let ((?x705 (+ 0 (* 4 (+ 0 (+ (* r978_0 16) (* r978_1 1)))))))
 (and (and (>= r978_0 0) (< r978_0 4)) (and (>= r978_1 0) (< r978_1 16)) (and (>= r978_byte 0) (< r978_byte 4)) (= byte (+ ?x705 r978_byte)))))
(assert
 (let ((?x434 (+ 0 (* 4 (+ 0 (+ (* w979_0 16) (* w979_1 1)))))))
 (and (and (>= w979_0 0) (< w979_0 4)) (and (>= w979_1 0) (< w979_1 16)) (and (>= w979_byte 0) (< w979_byte 4)) (= byte (+ ?x434 w979_byte)))))
(assert
 (let (($x590 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x753 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x703 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x753 $x590)))
(or (or false) (not $x703))))))
(check-sat)
