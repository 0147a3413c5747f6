; program jsd_grad_into_input, triton_kernel_wrapper_functional_proxy.dX_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy dX_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r376_byte () Int)
(declare-fun r376_1 () Int)
(declare-fun r376_0 () Int)
(declare-fun byte () Int)
(declare-fun w377_byte () Int)
(declare-fun w377_1 () Int)
(declare-fun w377_0 () Int)
(assert
 (let ((?x656 (+ 0 (* 4 (+ 0 (+ (* r376_0 16) (* r376_1 1)))))))
 (and (and (>= r376_0 0) (< r376_0 4)) (and (>= r376_1 0) (< r376_1 16)) (and (>= r376_byte 0) (< r376_byte 4)) (= byte (+ ?x656 r376_byte)))))
(assert
 (let ((?x334 (+ 0 (* 4 (+ 0 (+ (* w377_0 16) (* w377_1 1)))))))
 (and (and (>= w377_0 0) (< w377_0 4)) (and (>= w377_1 0) (< w377_1 16)) (and (>= w377_byte 0) (< w377_byte 4)) (= byte (+ ?x334 w377_byte)))))
(assert
 (let (($x845 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x27648 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x206 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x27648 $x845)))
(or (or false) (not $x206))))))
(check-sat)
