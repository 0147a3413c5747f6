; program returns_t, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r240_byte () Int)
(declare-fun r240_1 () Int)
(declare-fun r240_0 () Int)
(declare-fun byte () Int)
(declare-fun w241_byte () Int)
(declare-fun w241_1 () Int)
(declare-fun w241_0 () Int)
(assert
 (let ((?x205 (+ 0 (* 4 (+ 0 (+ (* r240_0 8) (* r240_1 1)))))))
 (and (and (>= r240_0 0) (< r240_0 4)) (and (>= r240_1 0) (< r240_1 8)) (and (>= r240_byte 0) (< r240_byte 4)) (= byte (+ ?x205 r240_byte)))))
(assert
 (let ((?x672 (+ 0 (* 4 (+ 0 (+ (* w241_0 8) (* w241_1 1)))))))
 (and (and (>= w241_0 0) (< w241_0 4)) (and (>= w241_1 0) (< w241_1 8)) (and (>= w241_byte 0) (< w241_byte 4)) (= byte (+ ?x672 w241_byte)))))
(assert
 (let (($x1156 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x196 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x1317 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 4) $x196 $x1156)))
(or (or false) (not $x1317))))))
(check-sat)
