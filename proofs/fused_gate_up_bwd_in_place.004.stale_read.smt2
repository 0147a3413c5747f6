; program fused_gate_up_bwd_in_place, triton_kernel_wrapper_functional_proxy.dy_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy dy_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r652_byte () Int)
(declare-fun r652_1 () Int)
(declare-fun r652_0 () Int)
(declare-fun byte () Int)
(declare-fun w653_byte () Int)
(declare-fun w653_1 () Int)
(declare-fun w653_0 () Int)
(assert
 (let ((?x1668 (+ 0 (* 4 (+ 0 (+ (* r652_0 32) (* r652_1 1)))))))
 (and (and (>= r652_0 0) (< r652_0 4)) (and (>= r652_1 0) (< r652_1 32)) (and (>= r652_byte 0) (< r652_byte 4)) (= byte (+ ?x1668 r652_byte)))))
(assert
 (let ((?x449 (+ 0 (* 4 (+ 0 (+ (* w653_0 32) (* w653_1 1)))))))
 (and (and (>= w653_0 0) (< w653_0 4)) (and (>= w653_1 0) (< w653_1 32)) (and (>= w653_byte 0) (< w653_byte 4)) (= byte (+ ?x449 w653_byte)))))
(assert
 (let (($x1274 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
(let (($x1301 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 32)))
(let (($x1210 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 4) $x1301 $x1274)))
(or (or false) (not $x1210))))))
(check-sat)
