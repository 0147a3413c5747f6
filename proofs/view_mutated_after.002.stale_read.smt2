; program view_mutated_after, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy_1 x_ptr=select_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r13_byte () Int)
(declare-fun r13_1 () Int)
(declare-fun r13_0 () Int)
(declare-fun byte () Int)
(declare-fun w14_byte () Int)
(declare-fun w14_0 () Int)
(assert
 (let ((?x28 (+ 0 (* 4 (+ 0 (+ (* r13_0 8) (* r13_1 1)))))))
 (and (and (>= r13_0 0) (< r13_0 4)) (and (>= r13_1 0) (< r13_1 8)) (and (>= r13_byte 0) (< r13_byte 4)) (= byte (+ ?x28 r13_byte)))))
(assert
 (let (($x42 (= byte (+ (+ 0 (* 4 (+ 8 (* w14_0 1)))) w14_byte))))
 (and (and (>= w14_0 0) (< w14_0 8)) (and (>= w14_byte 0) (< w14_byte 4)) $x42)))
(assert
 (let (($x216 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x221 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x215 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 4) $x221 $x216)))
(or (or false) (not $x215))))))
(check-sat)
