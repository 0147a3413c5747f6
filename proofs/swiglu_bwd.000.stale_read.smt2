; program swiglu_bwd, triton_kernel_wrapper_functional_proxy.a_ptr: stale read (end of graph reads arg1_1 vs triton_kernel_wrapper_functional_proxy a_ptr=arg1_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r636_byte () Int)
(declare-fun r636_1 () Int)
(declare-fun r636_0 () Int)
(declare-fun byte () Int)
(declare-fun w637_byte () Int)
(declare-fun w637_1 () Int)
(declare-fun w637_0 () Int)
(assert
 (let ((?x948 (+ 0 (* 4 (+ 0 (+ (* r636_0 16) (* r636_1 1)))))))
 (and (and (>= r636_0 0) (< r636_0 4)) (and (>= r636_1 0) (< r636_1 16)) (and (>= r636_byte 0) (< r636_byte 4)) (= byte (+ ?x948 r636_byte)))))
(assert
 (let ((?x367 (+ 0 (* 4 (+ 0 (+ (* w637_0 16) (* w637_1 1)))))))
 (and (and (>= w637_0 0) (< w637_0 4)) (and (>= w637_1 0) (< w637_1 16)) (and (>= w637_byte 0) (< w637_byte 4)) (= byte (+ ?x367 w637_byte)))))
(assert
 (let (($x407 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x34 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x1219 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x34 $x407)))
(or (or false) (not $x1219))))))
(check-sat)
