; program view_mutated_after, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy_1 x_ptr=select_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r12_byte () Int)
(declare-fun r12_1 () Int)
(declare-fun r12_0 () Int)
(declare-fun byte () Int)
(declare-fun w13_byte () Int)
(declare-fun w13_0 () Int)
(assert
 (let ((?x102 (+ 0 (* 4 (+ 0 (+ (* r12_0 8) (* r12_1 1)))))))
 (and (and (>= r12_0 0) (< r12_0 4)) (and (>= r12_1 0) (< r12_1 8)) (and (>= r12_byte 0) (< r12_byte 4)) (= byte (+ ?x102 r12_byte)))))
(assert
 (let (($x92 (= byte (+ (+ 0 (* 4 (+ 8 (* w13_0 1)))) w13_byte))))
 (and (and (>= w13_0 0) (< w13_0 8)) (and (>= w13_byte 0) (< w13_byte 4)) $x92)))
(assert
 (let (($x161 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x156 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x107 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 4) $x156 $x161)))
(or (or false) (not $x107))))))
(check-sat)
