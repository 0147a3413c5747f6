; program view_mutated_after, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (select_scatter reads getitem vs triton_kernel_wrapper_functional_proxy_1 x_ptr=select_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r8_byte () Int)
(declare-fun r8_1 () Int)
(declare-fun r8_0 () Int)
(declare-fun byte () Int)
(declare-fun w9_byte () Int)
(declare-fun w9_0 () Int)
(assert
 (let ((?x92 (+ (+ 0 (* 4 (+ 0 (+ (* r8_0 8) (* r8_1 1))))) r8_byte)))
 (and (and (>= r8_0 0) (< r8_0 4)) (and (>= r8_1 0) (< r8_1 8)) (and (>= r8_byte 0) (< r8_byte 4)) (= byte ?x92))))
(assert
 (let (($x168 (= byte (+ (+ 0 (* 4 (+ 8 (* w9_0 1)))) w9_byte))))
 (and (and (>= w9_0 0) (< w9_0 8)) (and (>= w9_byte 0) (< w9_byte 4)) $x168)))
(assert
 (let (($x166 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 1) 8) (= (mod (- (div (- byte 0) 4) 8) 1) 0))))
(or (or false) (not $x166))))
(check-sat)
