; program fused_gate_up_bwd_in_place, triton_kernel_wrapper_functional_proxy.dy_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy dy_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r370_byte () Int)
(declare-fun r370_1 () Int)
(declare-fun r370_0 () Int)
(declare-fun byte () Int)
(declare-fun w371_byte () Int)
(declare-fun w371_1 () Int)
(declare-fun w371_0 () Int)
(assert
 (let ((?x350 (+ 0 (* 4 (+ 0 (+ (* r370_0 32) (* r370_1 1)))))))
 (and (and (>= r370_0 0) (< r370_0 4)) (and (>= r370_1 0) (< r370_1 32)) (and (>= r370_byte 0) (< r370_byte 4)) (= byte (+ ?x350 r370_byte)))))
(assert
 (let ((?x66 (+ 0 (* 4 (+ 0 (+ (* w371_0 32) (* w371_1 1)))))))
 (and (and (>= w371_0 0) (< w371_0 4)) (and (>= w371_1 0) (< w371_1 32)) (and (>= w371_byte 0) (< w371_byte 4)) (= byte (+ ?x66 w371_byte)))))
(assert
 (let (($x153 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
(let (($x180 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 32)))
(let (($x59 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 4) $x180 $x153)))
(or (or false) (not $x59))))))
(check-sat)
