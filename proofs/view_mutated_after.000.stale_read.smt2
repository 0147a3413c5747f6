; program view_mutated_after, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1)
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
(declare-fun w9_1 () Int)
(declare-fun w9_0 () Int)
(assert
 (let ((?x41 (+ (+ 0 (* 4 (+ 0 (+ (* r8_0 8) (* r8_1 1))))) r8_byte)))
 (and (and (>= r8_0 0) (< r8_0 4)) (and (>= r8_1 0) (< r8_1 8)) (and (>= r8_byte 0) (< r8_byte 4)) (= byte ?x41))))
(assert
 (let ((?x74 (+ (+ 0 (* 4 (+ 0 (+ (* w9_0 8) (* w9_1 1))))) w9_byte)))
 (and (and (>= w9_0 0) (< w9_0 4)) (and (>= w9_1 0) (< w9_1 8)) (and (>= w9_byte 0) (< w9_byte 4)) (= byte ?x74))))
(assert
 (let (($x87 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x42 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x117 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 4) $x42 $x87)))
(or (or false) (not $x117))))))
(check-sat)
