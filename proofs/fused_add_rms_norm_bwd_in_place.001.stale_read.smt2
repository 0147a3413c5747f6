; program fused_add_rms_norm_bwd_in_place, triton_kernel_wrapper_functional_proxy.dX_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy dX_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r368_byte () Int)
(declare-fun r368_1 () Int)
(declare-fun r368_0 () Int)
(declare-fun byte () Int)
(declare-fun w369_byte () Int)
(declare-fun w369_1 () Int)
(declare-fun w369_0 () Int)
(assert
 (let ((?x254 (+ 0 (* 4 (+ 0 (+ (* r368_0 16) (* r368_1 1)))))))
 (and (and (>= r368_0 0) (< r368_0 4)) (and (>= r368_1 0) (< r368_1 16)) (and (>= r368_byte 0) (< r368_byte 4)) (= byte (+ ?x254 r368_byte)))))
(assert
 (let ((?x310 (+ 0 (* 4 (+ 0 (+ (* w369_0 16) (* w369_1 1)))))))
 (and (and (>= w369_0 0) (< w369_0 4)) (and (>= w369_1 0) (< w369_1 16)) (and (>= w369_byte 0) (< w369_byte 4)) (= byte (+ ?x310 w369_byte)))))
(assert
 (let (($x211 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x197 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x118 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x197 $x211)))
(or (or false) (not $x118))))))
(check-sat)
