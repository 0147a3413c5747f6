; program jsd_grad_into_input, triton_kernel_wrapper_functional_proxy.dX_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy dX_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r670_byte () Int)
(declare-fun r670_1 () Int)
(declare-fun r670_0 () Int)
(declare-fun byte () Int)
(declare-fun w671_byte () Int)
(declare-fun w671_1 () Int)
(declare-fun w671_0 () Int)
(assert
 (let ((?x207 (+ 0 (* 4 (+ 0 (+ (* r670_0 16) (* r670_1 1)))))))
 (and (and (>= r670_0 0) (< r670_0 4)) (and (>= r670_1 0) (< r670_1 16)) (and (>= r670_byte 0) (< r670_byte 4)) (= byte (+ ?x207 r670_byte)))))
(assert
 (let ((?x141 (+ 0 (* 4 (+ 0 (+ (* w671_0 16) (* w671_1 1)))))))
 (and (and (>= w671_0 0) (< w671_0 4)) (and (>= w671_1 0) (< w671_1 16)) (and (>= w671_byte 0) (< w671_byte 4)) (= byte (+ ?x141 w671_byte)))))
(assert
 (let (($x13706 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x1258 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x3613 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x1258 $x13706)))
(or (or false) (not $x3613))))))
(check-sat)
