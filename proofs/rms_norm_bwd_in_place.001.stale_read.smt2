; program rms_norm_bwd_in_place, triton_kernel_wrapper_functional_proxy.dX_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy dX_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r624_byte () Int)
(declare-fun r624_1 () Int)
(declare-fun r624_0 () Int)
(declare-fun byte () Int)
(declare-fun w625_byte () Int)
(declare-fun w625_1 () Int)
(declare-fun w625_0 () Int)
(assert
 (let ((?x971 (+ 0 (* 4 (+ 0 (+ (* r624_0 16) (* r624_1 1)))))))
 (and (and (>= r624_0 0) (< r624_0 4)) (and (>= r624_1 0) (< r624_1 16)) (and (>= r624_byte 0) (< r624_byte 4)) (= byte (+ ?x971 r624_byte)))))
(assert
 (let ((?x1068 (+ 0 (* 4 (+ 0 (+ (* w625_0 16) (* w625_1 1)))))))
 (and (and (>= w625_0 0) (< w625_0 4)) (and (>= w625_1 0) (< w625_1 16)) (and (>= w625_byte 0) (< w625_byte 4)) (= byte (+ ?x1068 w625_byte)))))
(assert
 (let (($x603 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x789 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x164 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x789 $x603)))
(or (or false) (not $x164))))))
(check-sat)
