; program fused_gate_up_bwd_in_place, triton_kernel_wrapper_functional_proxy.dy_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy dy_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r946_byte () Int)
(declare-fun r946_1 () Int)
(declare-fun r946_0 () Int)
(declare-fun byte () Int)
(declare-fun w947_byte () Int)
(declare-fun w947_1 () Int)
(declare-fun w947_0 () Int)
(assert
 (let ((?x817 (+ 0 (* 4 (+ 0 (+ (* r946_0 32) (* r946_1 1)))))))
 (and (and (>= r946_0 0) (< r946_0 4)) (and (>= r946_1 0) (< r946_1 32)) (and (>= r946_byte 0) (< r946_byte 4)) (= byte (+ ?x817 r946_byte)))))
(assert
 (let ((?x491 (+ 0 (* 4 (+ 0 (+ (* w947_0 32) (* w947_1 1)))))))
 (and (and (>= w947_0 0) (< w947_0 4)) (and (>= w947_1 0) (< w947_1 32)) (and (>= w947_byte 0) (< w947_byte 4)) (= byte (+ ?x491 w947_byte)))))
(assert
 (let (($x707 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
(let (($x746 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 32)))
(let (($x475 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 4) $x746 $x707)))
(or (or false) (not $x475))))))
(check-sat)
