; program fused_add_rms_norm_bwd_in_place, triton_kernel_wrapper_functional_proxy.dX_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy dX_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r964_byte () Int)
(declare-fun r964_1 () Int)
(declare-fun r964_0 () Int)
(declare-fun byte () Int)
(declare-fun w965_byte () Int)
(declare-fun w965_1 () Int)
(declare-fun w965_0 () Int)
(assert
 (let ((?x154 (+ 0 (* 4 (+ 0 (+ (* r964_0 16) (* r964_1 1)))))))
 (and (and (>= r964_0 0) (< r964_0 4)) (and (>= r964_1 0) (< r964_1 16)) (and (>= r964_byte 0) (< r964_byte 4)) (= byte (+ ?x154 r964_byte)))))
(assert
 (let ((?x485 (+ 0 (* 4 (+ 0 (+ (* w965_0 16) (* w965_1 1)))))))
 (and (and (>= w965_0 0) (< w965_0 4)) (and (>= w965_1 0) (< w965_1 16)) (and (>= w965_byte 0) (< w965_byte 4)) (= byte (+ ?x485 w965_byte)))))
(assert
 (let (($x725 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x515 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x700 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x515 $x725)))
(or (or false) (not $x700))))))
(check-sat)
