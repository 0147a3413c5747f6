; program row_mutated_returns_t, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (select_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=select)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r156_byte () Int)
(declare-fun r156_1 () Int)
(declare-fun r156_0 () Int)
(declare-fun byte () Int)
(declare-fun w157_byte () Int)
(declare-fun w157_0 () Int)
(assert
 (let ((?x162 (+ 0 (* 4 (+ 0 (+ (* r156_0 8) (* r156_1 1)))))))
 (and (and (>= r156_0 0) (< r156_0 4)) (and (>= r156_1 0) (< r156_1 8)) (and (>= r156_byte 0) (< r156_byte 4)) (= byte (+ ?x162 r156_byte)))))
(assert
 (let (($x59 (= byte (+ (+ 0 (* 4 (+ 8 (* w157_0 1)))) w157_byte))))
 (and (and (>= w157_0 0) (< w157_0 8)) (and (>= w157_byte 0) (< w157_byte 4)) $x59)))
(assert
 (let (($x93 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 1) 8) (= (mod (- (div (- byte 0) 4) 8) 1) 0))))
(or (or false) (not $x93))))
(check-sat)
