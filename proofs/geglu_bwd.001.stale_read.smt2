; program geglu_bwd, triton_kernel_wrapper_functional_proxy.b: stale read (end of graph reads arg2_1 vs triton_kernel_wrapper_functional_proxy b=arg2_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r998_byte () Int)
(declare-fun r998_1 () Int)
(declare-fun r998_0 () Int)
(declare-fun byte () Int)
(declare-fun w999_byte () Int)
(declare-fun w999_1 () Int)
(declare-fun w999_0 () Int)
(assert
 (let ((?x685 (+ 0 (* 4 (+ 0 (+ (* r998_0 16) (* r998_1 1)))))))
 (and (and (>= r998_0 0) (< r998_0 4)) (and (>= r998_1 0) (< r998_1 16)) (and (>= r998_byte 0) (< r998_byte 4)) (= byte (+ ?x685 r998_byte)))))
(assert
 (let ((?x208 (+ 0 (* 4 (+ 0 (+ (* w999_0 16) (* w999_1 1)))))))
 (and (and (>= w999_0 0) (< w999_0 4)) (and (>= w999_1 0) (< w999_1 16)) (and (>= w999_byte 0) (< w999_byte 4)) (= byte (+ ?x208 w999_byte)))))
(assert
 (let (($x650 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x413 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x694 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x413 $x650)))
(or (or false) (not $x694))))))
(check-sat)
