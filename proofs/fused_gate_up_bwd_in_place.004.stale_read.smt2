; program fused_gate_up_bwd_in_place, triton_kernel_wrapper_functional_proxy.dy_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy dy_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r474_byte () Int)
(declare-fun r474_1 () Int)
(declare-fun r474_0 () Int)
(declare-fun byte () Int)
(declare-fun w475_byte () Int)
(declare-fun w475_1 () Int)
(declare-fun w475_0 () Int)
(assert
 (let ((?x2033 (+ 0 (* 4 (+ 0 (+ (* r474_0 32) (* r474_1 1)))))))
 (and (and (>= r474_0 0) (< r474_0 4)) (and (>= r474_1 0) (< r474_1 32)) (and (>= r474_byte 0) (< r474_byte 4)) (= byte (+ ?x2033 r474_byte)))))
(assert
 (let ((?x67 (+ 0 (* 4 (+ 0 (+ (* w475_0 32) (* w475_1 1)))))))
 (and (and (>= w475_0 0) (< w475_0 4)) (and (>= w475_1 0) (< w475_1 32)) (and (>= w475_byte 0) (< w475_byte 4)) (= byte (+ ?x67 w475_byte)))))
(assert
 (let (($x217 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
(let (($x611 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 32)))
(let (($x1403 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 4) $x611 $x217)))
(or (or false) (not $x1403))))))
(check-sat)
