; program fused_gate_up_bwd_in_place, triton_kernel_wrapper_functional_proxy.dy_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy dy_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r386_byte () Int)
(declare-fun r386_1 () Int)
(declare-fun r386_0 () Int)
(declare-fun byte () Int)
(declare-fun w387_byte () Int)
(declare-fun w387_1 () Int)
(declare-fun w387_0 () Int)
(assert
 (let ((?x264 (+ 0 (* 4 (+ 0 (+ (* r386_0 32) (* r386_1 1)))))))
 (and (and (>= r386_0 0) (< r386_0 4)) (and (>= r386_1 0) (< r386_1 32)) (and (>= r386_byte 0) (< r386_byte 4)) (= byte (+ ?x264 r386_byte)))))
(assert
 (let ((?x211 (+ 0 (* 4 (+ 0 (+ (* w387_0 32) (* w387_1 1)))))))
 (and (and (>= w387_0 0) (< w387_0 4)) (and (>= w387_1 0) (< w387_1 32)) (and (>= w387_byte 0) (< w387_byte 4)) (= byte (+ ?x211 w387_byte)))))
(assert
 (let (($x55 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
(let (($x293 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 32)))
(let (($x252 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 4) $x293 $x55)))
(or (or false) (not $x252))))))
(check-sat)
