; program jsd_grad_into_input, triton_kernel_wrapper_functional_proxy.dX_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy dX_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r482_byte () Int)
(declare-fun r482_1 () Int)
(declare-fun r482_0 () Int)
(declare-fun byte () Int)
(declare-fun w483_byte () Int)
(declare-fun w483_1 () Int)
(declare-fun w483_0 () Int)
(assert
 (let ((?x2042 (+ 0 (* 4 (+ 0 (+ (* r482_0 16) (* r482_1 1)))))))
 (and (and (>= r482_0 0) (< r482_0 4)) (and (>= r482_1 0) (< r482_1 16)) (and (>= r482_byte 0) (< r482_byte 4)) (= byte (+ ?x2042 r482_byte)))))
(assert
 (let ((?x2694 (+ 0 (* 4 (+ 0 (+ (* w483_0 16) (* w483_1 1)))))))
 (and (and (>= w483_0 0) (< w483_0 4)) (and (>= w483_1 0) (< w483_1 16)) (and (>= w483_byte 0) (< w483_byte 4)) (= byte (+ ?x2694 w483_byte)))))
(assert
 (let (($x335 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x1075 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x436 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x1075 $x335)))
(or (or false) (not $x436))))))
(check-sat)
