; program fused_add_rms_norm_bwd_in_place, triton_kernel_wrapper_functional_proxy.dX_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy dX_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r628_byte () Int)
(declare-fun r628_1 () Int)
(declare-fun r628_0 () Int)
(declare-fun byte () Int)
(declare-fun w629_byte () Int)
(declare-fun w629_1 () Int)
(declare-fun w629_0 () Int)
(assert
 (let ((?x25396 (+ 0 (* 4 (+ 0 (+ (* r628_0 16) (* r628_1 1)))))))
 (and (and (>= r628_0 0) (< r628_0 4)) (and (>= r628_1 0) (< r628_1 16)) (and (>= r628_byte 0) (< r628_byte 4)) (= byte (+ ?x25396 r628_byte)))))
(assert
 (let ((?x49461 (+ 0 (* 4 (+ 0 (+ (* w629_0 16) (* w629_1 1)))))))
 (and (and (>= w629_0 0) (< w629_0 4)) (and (>= w629_1 0) (< w629_1 16)) (and (>= w629_byte 0) (< w629_byte 4)) (= byte (+ ?x49461 w629_byte)))))
(assert
 (let (($x59 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x49454 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x267 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x49454 $x59)))
(or (or false) (not $x267))))))
(check-sat)
