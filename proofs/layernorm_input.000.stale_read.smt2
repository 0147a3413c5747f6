; program layernorm_input, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r336_byte () Int)
(declare-fun r336_1 () Int)
(declare-fun r336_0 () Int)
(declare-fun byte () Int)
(declare-fun w337_byte () Int)
(declare-fun w337_1 () Int)
(declare-fun w337_0 () Int)
(assert
 (let ((?x2253 (+ 0 (* 4 (+ 0 (+ (* r336_0 16) (* r336_1 1)))))))
 (and (and (>= r336_0 0) (< r336_0 8)) (and (>= r336_1 0) (< r336_1 16)) (and (>= r336_byte 0) (< r336_byte 4)) (= byte (+ ?x2253 r336_byte)))))
(assert
 (let ((?x388 (+ 0 (* 4 (+ 0 (+ (* w337_0 16) (* w337_1 1)))))))
 (and (and (>= w337_0 0) (< w337_0 8)) (and (>= w337_1 0) (< w337_1 16)) (and (>= w337_byte 0) (< w337_byte 4)) (= byte (+ ?x388 w337_byte)))))
(assert
 (let (($x367 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x76 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x51 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 8) $x76 $x367)))
(or (or false) (not $x51))))))
(check-sat)
