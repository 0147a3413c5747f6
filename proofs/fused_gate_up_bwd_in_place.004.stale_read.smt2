; program fused_gate_up_bwd_in_place, triton_kernel_wrapper_functional_proxy.dy_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy dy_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r1000_byte () Int)
(declare-fun r1000_1 () Int)
(declare-fun r1000_0 () Int)
(declare-fun byte () Int)
(declare-fun w1001_byte () Int)
(declare-fun w1001_1 () Int)
(declare-fun w1001_0 () Int)
(assert
 (let ((?x707 (+ 0 (* 4 (+ 0 (+ (* r1000_0 32) (* r1000_1 1)))))))
 (and (and (>= r1000_0 0) (< r1000_0 4)) (and (>= r1000_1 0) (< r1000_1 32)) (and (>= r1000_byte 0) (< r1000_byte 4)) (= byte (+ ?x707 r1000_byte)))))
(assert
 (let ((?x266 (+ 0 (* 4 (+ 0 (+ (* w1001_0 32) (* w1001_1 1)))))))
 (and (and (>= w1001_0 0) (< w1001_0 4)) (and (>= w1001_1 0) (< w1001_1 32)) (and (>= w1001_byte 0) (< w1001_byte 4)) (= byte (+ ?x266 w1001_byte)))))
(assert
 (let (($x353 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
(let (($x413 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 32)))
(let (($x689 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 4) $x413 $x353)))
(or (or false) (not $x689))))))
(check-sat)
