; program jsd_grad_into_input, triton_kernel_wrapper_functional_proxy.dX_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy dX_ptr=arg0_1)
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
 (let ((?x54760 (+ 0 (* 4 (+ 0 (+ (* r378_0 16) (* r378_1 1)))))))
 (and (and (>= r378_0 0) (< r378_0 4)) (and (>= r378_1 0) (< r378_1 16)) (and (>= r378_byte 0) (< r378_byte 4)) (= byte (+ ?x54760 r378_byte)))))
(assert
 (let ((?x426 (+ 0 (* 4 (+ 0 (+ (* w379_0 16) (* w379_1 1)))))))
 (and (and (>= w379_0 0) (< w379_0 4)) (and (>= w379_1 0) (< w379_1 16)) (and (>= w379_byte 0) (< w379_byte 4)) (= byte (+ ?x426 w379_byte)))))
(assert
 (let (($x884 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x605 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x1037 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x605 $x884)))
(or (or false) (not $x1037))))))
(check-sat)
