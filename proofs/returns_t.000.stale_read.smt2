; program returns_t, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r202_byte () Int)
(declare-fun r202_1 () Int)
(declare-fun r202_0 () Int)
(declare-fun byte () Int)
(declare-fun w203_byte () Int)
(declare-fun w203_1 () Int)
(declare-fun w203_0 () Int)
(assert
 (let ((?x533 (+ 0 (* 4 (+ 0 (+ (* r202_0 8) (* r202_1 1)))))))
 (and (and (>= r202_0 0) (< r202_0 4)) (and (>= r202_1 0) (< r202_1 8)) (and (>= r202_byte 0) (< r202_byte 4)) (= byte (+ ?x533 r202_byte)))))
(assert
 (let ((?x2103 (+ 0 (* 4 (+ 0 (+ (* w203_0 8) (* w203_1 1)))))))
 (and (and (>= w203_0 0) (< w203_0 4)) (and (>= w203_1 0) (< w203_1 8)) (and (>= w203_byte 0) (< w203_byte 4)) (= byte (+ ?x2103 w203_byte)))))
(assert
 (let (($x123 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x2688 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x169 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 4) $x2688 $x123)))
(or (or false) (not $x169))))))
(check-sat)
