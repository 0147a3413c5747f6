; program returns_view, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r146_byte () Int)
(declare-fun r146_1 () Int)
(declare-fun r146_0 () Int)
(declare-fun byte () Int)
(declare-fun w147_byte () Int)
(declare-fun w147_1 () Int)
(declare-fun w147_0 () Int)
(assert
 (let ((?x226 (+ 0 (* 4 (+ 0 (+ (* r146_0 8) (* r146_1 1)))))))
 (and (and (>= r146_0 0) (< r146_0 4)) (and (>= r146_1 0) (< r146_1 8)) (and (>= r146_byte 0) (< r146_byte 4)) (= byte (+ ?x226 r146_byte)))))
(assert
 (let ((?x55 (+ 0 (* 4 (+ 0 (+ (* w147_0 8) (* w147_1 1)))))))
 (and (and (>= w147_0 0) (< w147_0 4)) (and (>= w147_1 0) (< w147_1 8)) (and (>= w147_byte 0) (< w147_byte 4)) (= byte (+ ?x55 w147_byte)))))
(assert
 (let (($x57 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x167 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x66 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 4) $x167 $x57)))
(or (or false) (not $x66))))))
(check-sat)
