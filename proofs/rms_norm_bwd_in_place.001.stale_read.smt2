; program rms_norm_bwd_in_place, triton_kernel_wrapper_functional_proxy.dX_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy dX_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r962_byte () Int)
(declare-fun r962_1 () Int)
(declare-fun r962_0 () Int)
(declare-fun byte () Int)
(declare-fun w963_byte () Int)
(declare-fun w963_1 () Int)
(declare-fun w963_0 () Int)
(assert
 (let ((?x555 (+ 0 (* 4 (+ 0 (+ (* r962_0 16) (* r962_1 1)))))))
 (and (and (>= r962_0 0) (< r962_0 4)) (and (>= r962_1 0) (< r962_1 16)) (and (>= r962_byte 0) (< r962_byte 4)) (= byte (+ ?x555 r962_byte)))))
(assert
 (let ((?x415 (+ 0 (* 4 (+ 0 (+ (* w963_0 16) (* w963_1 1)))))))
 (and (and (>= w963_0 0) (< w963_0 4)) (and (>= w963_1 0) (< w963_1 16)) (and (>= w963_byte 0) (< w963_byte 4)) (= byte (+ ?x415 w963_byte)))))
(assert
 (let (($x225 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x561 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x501 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x561 $x225)))
(or (or false) (not $x501))))))
(check-sat)
