; program swiglu_bwd, triton_kernel_wrapper_functional_proxy.a_ptr: stale read (end of graph reads arg1_1 vs triton_kernel_wrapper_functional_proxy a_ptr=arg1_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r466_byte () Int)
(declare-fun r466_1 () Int)
(declare-fun r466_0 () Int)
(declare-fun byte () Int)
(declare-fun w467_byte () Int)
(declare-fun w467_1 () Int)
(declare-fun w467_0 () Int)
(assert
 (let ((?x2077 (+ 0 (* 4 (+ 0 (+ (* r466_0 16) (* r466_1 1)))))))
 (and (and (>= r466_0 0) (< r466_0 4)) (and (>= r466_1 0) (< r466_1 16)) (and (>= r466_byte 0) (< r466_byte 4)) (= byte (+ ?x2077 r466_byte)))))
(assert
 (let ((?x72 (+ 0 (* 4 (+ 0 (+ (* w467_0 16) (* w467_1 1)))))))
 (and (and (>= w467_0 0) (< w467_0 4)) (and (>= w467_1 0) (< w467_1 16)) (and (>= w467_byte 0) (< w467_byte 4)) (= byte (+ ?x72 w467_byte)))))
(assert
 (let (($x275 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x758 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x291 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x758 $x275)))
(or (or false) (not $x291))))))
(check-sat)
