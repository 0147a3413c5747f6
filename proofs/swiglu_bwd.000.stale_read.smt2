; program swiglu_bwd, triton_kernel_wrapper_functional_proxy.a_ptr: stale read (end of graph reads arg1_1 vs triton_kernel_wrapper_functional_proxy a_ptr=arg1_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r362_byte () Int)
(declare-fun r362_1 () Int)
(declare-fun r362_0 () Int)
(declare-fun byte () Int)
(declare-fun w363_byte () Int)
(declare-fun w363_1 () Int)
(declare-fun w363_0 () Int)
(assert
 (let ((?x153 (+ 0 (* 4 (+ 0 (+ (* r362_0 16) (* r362_1 1)))))))
 (and (and (>= r362_0 0) (< r362_0 4)) (and (>= r362_1 0) (< r362_1 16)) (and (>= r362_byte 0) (< r362_byte 4)) (= byte (+ ?x153 r362_byte)))))
(assert
 (let ((?x320 (+ 0 (* 4 (+ 0 (+ (* w363_0 16) (* w363_1 1)))))))
 (and (and (>= w363_0 0) (< w363_0 4)) (and (>= w363_1 0) (< w363_1 16)) (and (>= w363_byte 0) (< w363_byte 4)) (= byte (+ ?x320 w363_byte)))))
(assert
 (let (($x344 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x82 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x307 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x82 $x344)))
(or (or false) (not $x307))))))
(check-sat)
