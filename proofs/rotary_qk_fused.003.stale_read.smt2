; program rotary_qk_fused, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r343_byte () Int)
(declare-fun r343_1 () Int)
(declare-fun r343_0 () Int)
(declare-fun byte () Int)
(declare-fun w344_byte () Int)
(declare-fun w344_1 () Int)
(declare-fun w344_0 () Int)
(assert
 (let ((?x485 (+ 0 (* 4 (+ 0 (+ (* r343_0 24) (* r343_1 1)))))))
 (and (and (>= r343_0 0) (< r343_0 8)) (and (>= r343_1 0) (< r343_1 24)) (and (>= r343_byte 0) (< r343_byte 4)) (= byte (+ ?x485 r343_byte)))))
(assert
 (let ((?x422 (+ 0 (* 4 (+ 0 (+ (* w344_0 24) (* w344_1 1)))))))
 (and (and (>= w344_0 0) (< w344_0 8)) (and (>= w344_1 0) (< w344_1 8)) (and (>= w344_byte 0) (< w344_byte 4)) (= byte (+ ?x422 w344_byte)))))
(assert
 (let (($x423 (= (mod (mod (- (div (- byte 0) 4) 0) 24) 1) 0)))
(let (($x43 (< (div (mod (- (div (- byte 0) 4) 0) 24) 1) 24)))
(let (($x484 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 24) 8) $x43 $x423)))
(or (or false) (not $x484))))))
(check-sat)
