; program layernorm_input, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r519_byte () Int)
(declare-fun r519_1 () Int)
(declare-fun r519_0 () Int)
(declare-fun byte () Int)
(declare-fun w520_byte () Int)
(declare-fun w520_1 () Int)
(declare-fun w520_0 () Int)
(assert
 (let ((?x110 (+ 0 (* 4 (+ 0 (+ (* r519_0 16) (* r519_1 1)))))))
 (and (and (>= r519_0 0) (< r519_0 8)) (and (>= r519_1 0) (< r519_1 16)) (and (>= r519_byte 0) (< r519_byte 4)) (= byte (+ ?x110 r519_byte)))))
(assert
 (let ((?x552 (+ 0 (* 4 (+ 0 (+ (* w520_0 16) (* w520_1 1)))))))
 (and (and (>= w520_0 0) (< w520_0 8)) (and (>= w520_1 0) (< w520_1 16)) (and (>= w520_byte 0) (< w520_byte 4)) (= byte (+ ?x552 w520_byte)))))
(assert
 (let (($x210 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x204 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x291 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 8) $x204 $x210)))
(or (or false) (not $x291))))))
(check-sat)
