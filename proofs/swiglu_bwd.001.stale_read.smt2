; program swiglu_bwd, triton_kernel_wrapper_functional_proxy.b_ptr: stale read (end of graph reads arg2_1 vs triton_kernel_wrapper_functional_proxy b_ptr=arg2_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r364_byte () Int)
(declare-fun r364_1 () Int)
(declare-fun r364_0 () Int)
(declare-fun byte () Int)
(declare-fun w365_byte () Int)
(declare-fun w365_1 () Int)
(declare-fun w365_0 () Int)
(assert
 (let ((?x258 (+ 0 (* 4 (+ 0 (+ (* r364_0 16) (* r364_1 1)))))))
 (and (and (>= r364_0 0) (< r364_0 4)) (and (>= r364_1 0) (< r364_1 16)) (and (>= r364_byte 0) (< r364_byte 4)) (= byte (+ ?x258 r364_byte)))))
(assert
 (let ((?x106 (+ 0 (* 4 (+ 0 (+ (* w365_0 16) (* w365_1 1)))))))
 (and (and (>= w365_0 0) (< w365_0 4)) (and (>= w365_1 0) (< w365_1 16)) (and (>= w365_byte 0) (< w365_byte 4)) (= byte (+ ?x106 w365_byte)))))
(assert
 (let (($x344 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x82 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x307 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x82 $x344)))
(or (or false) (not $x307))))))
(check-sat)
