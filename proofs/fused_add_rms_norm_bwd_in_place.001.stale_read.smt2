; program fused_add_rms_norm_bwd_in_place, triton_kernel_wrapper_functional_proxy.dX_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy dX_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r456_byte () Int)
(declare-fun r456_1 () Int)
(declare-fun r456_0 () Int)
(declare-fun byte () Int)
(declare-fun w457_byte () Int)
(declare-fun w457_1 () Int)
(declare-fun w457_0 () Int)
(assert
 (let ((?x285 (+ 0 (* 4 (+ 0 (+ (* r456_0 16) (* r456_1 1)))))))
 (and (and (>= r456_0 0) (< r456_0 4)) (and (>= r456_1 0) (< r456_1 16)) (and (>= r456_byte 0) (< r456_byte 4)) (= byte (+ ?x285 r456_byte)))))
(assert
 (let ((?x1172 (+ 0 (* 4 (+ 0 (+ (* w457_0 16) (* w457_1 1)))))))
 (and (and (>= w457_0 0) (< w457_0 4)) (and (>= w457_1 0) (< w457_1 16)) (and (>= w457_byte 0) (< w457_byte 4)) (= byte (+ ?x1172 w457_byte)))))
(assert
 (let (($x786 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x973 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x697 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x973 $x786)))
(or (or false) (not $x697))))))
(check-sat)
