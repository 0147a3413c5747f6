; program fused_gate_up_bwd_in_place, triton_kernel_wrapper_functional_proxy.dy_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy dy_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r654_byte () Int)
(declare-fun r654_1 () Int)
(declare-fun r654_0 () Int)
(declare-fun byte () Int)
(declare-fun w655_byte () Int)
(declare-fun w655_1 () Int)
(declare-fun w655_0 () Int)
(assert
 (let ((?x9236 (+ 0 (* 4 (+ 0 (+ (* r654_0 32) (* r654_1 1)))))))
 (and (and (>= r654_0 0) (< r654_0 4)) (and (>= r654_1 0) (< r654_1 32)) (and (>= r654_byte 0) (< r654_byte 4)) (= byte (+ ?x9236 r654_byte)))))
(assert
 (let ((?x35819 (+ 0 (* 4 (+ 0 (+ (* w655_0 32) (* w655_1 1)))))))
 (and (and (>= w655_0 0) (< w655_0 4)) (and (>= w655_1 0) (< w655_1 32)) (and (>= w655_byte 0) (< w655_byte 4)) (= byte (+ ?x35819 w655_byte)))))
(assert
 (let (($x1733 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
(let (($x385 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 32)))
(let (($x38406 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 4) $x385 $x1733)))
(or (or false) (not $x38406))))))
(check-sat)
