; program swiglu_bwd, triton_kernel_wrapper_functional_proxy.b_ptr: stale read (end of graph reads arg2_1 vs triton_kernel_wrapper_functional_proxy b_ptr=arg2_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r468_byte () Int)
(declare-fun r468_1 () Int)
(declare-fun r468_0 () Int)
(declare-fun byte () Int)
(declare-fun w469_byte () Int)
(declare-fun w469_1 () Int)
(declare-fun w469_0 () Int)
(assert
 (let ((?x2034 (+ 0 (* 4 (+ 0 (+ (* r468_0 16) (* r468_1 1)))))))
 (and (and (>= r468_0 0) (< r468_0 4)) (and (>= r468_1 0) (< r468_1 16)) (and (>= r468_byte 0) (< r468_byte 4)) (= byte (+ ?x2034 r468_byte)))))
(assert
 (let ((?x309 (+ 0 (* 4 (+ 0 (+ (* w469_0 16) (* w469_1 1)))))))
 (and (and (>= w469_0 0) (< w469_0 4)) (and (>= w469_1 0) (< w469_1 16)) (and (>= w469_byte 0) (< w469_byte 4)) (= byte (+ ?x309 w469_byte)))))
(assert
 (let (($x275 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x758 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x291 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x758 $x275)))
(or (or false) (not $x291))))))
(check-sat)
