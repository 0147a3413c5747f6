; program view_mutated_after, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r6_byte () Int)
(declare-fun r6_1 () Int)
(declare-fun r6_0 () Int)
(declare-fun byte () Int)
(declare-fun w7_byte () Int)
(declare-fun w7_1 () Int)
(declare-fun w7_0 () Int)
(assert
 (let ((?x155 (+ (+ 0 (* 4 (+ 0 (+ (* r6_0 8) (* r6_1 1))))) r6_byte)))
 (and (and (>= r6_0 0) (< r6_0 4)) (and (>= r6_1 0) (< r6_1 8)) (and (>= r6_byte 0) (< r6_byte 4)) (= byte ?x155))))
(assert
 (let ((?x94 (+ (+ 0 (* 4 (+ 0 (+ (* w7_0 8) (* w7_1 1))))) w7_byte)))
 (and (and (>= w7_0 0) (< w7_0 4)) (and (>= w7_1 0) (< w7_1 8)) (and (>= w7_byte 0) (< w7_byte 4)) (= byte ?x94))))
(assert
 (let (($x124 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x148 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x145 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 4) $x148 $x124)))
(or (or false) (not $x145))))))
(check-sat)
