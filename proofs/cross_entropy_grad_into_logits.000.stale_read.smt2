; program cross_entropy_grad_into_logits, triton_kernel_wrapper_functional_proxy.X_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy X_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r656_byte () Int)
(declare-fun r656_1 () Int)
(declare-fun r656_0 () Int)
(declare-fun byte () Int)
(declare-fun w657_byte () Int)
(declare-fun w657_1 () Int)
(declare-fun w657_0 () Int)
(assert
 (let ((?x117 (+ 0 (* 4 (+ 0 (+ (* r656_0 64) (* r656_1 1)))))))
 (and (and (>= r656_0 0) (< r656_0 4)) (and (>= r656_1 0) (< r656_1 64)) (and (>= r656_byte 0) (< r656_byte 4)) (= byte (+ ?x117 r656_byte)))))
(assert
 (let ((?x49473 (+ 0 (* 4 (+ 0 (+ (* w657_0 64) (* w657_1 1)))))))
 (and (and (>= w657_0 0) (< w657_0 4)) (and (>= w657_1 0) (< w657_1 64)) (and (>= w657_byte 0) (< w657_byte 4)) (= byte (+ ?x49473 w657_byte)))))
(assert
 (let (($x49668 (= (mod (mod (- (div (- byte 0) 4) 0) 64) 1) 0)))
(let (($x507 (< (div (mod (- (div (- byte 0) 4) 0) 64) 1) 64)))
(let (($x705 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 64) 4) $x507 $x49668)))
(or (or false) (not $x705))))))
(check-sat)
