; program fused_add_rms_norm_bwd_in_place, triton_kernel_wrapper_functional_proxy.dX_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy dX_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r352_byte () Int)
(declare-fun r352_1 () Int)
(declare-fun r352_0 () Int)
(declare-fun byte () Int)
(declare-fun w353_byte () Int)
(declare-fun w353_1 () Int)
(declare-fun w353_0 () Int)
(assert
 (let ((?x219 (+ 0 (* 4 (+ 0 (+ (* r352_0 16) (* r352_1 1)))))))
 (and (and (>= r352_0 0) (< r352_0 4)) (and (>= r352_1 0) (< r352_1 16)) (and (>= r352_byte 0) (< r352_byte 4)) (= byte (+ ?x219 r352_byte)))))
(assert
 (let ((?x242 (+ 0 (* 4 (+ 0 (+ (* w353_0 16) (* w353_1 1)))))))
 (and (and (>= w353_0 0) (< w353_0 4)) (and (>= w353_1 0) (< w353_1 16)) (and (>= w353_byte 0) (< w353_byte 4)) (= byte (+ ?x242 w353_byte)))))
(assert
 (let (($x365 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x372 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x388 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x372 $x365)))
(or (or false) (not $x388))))))
(check-sat)
