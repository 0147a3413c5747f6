; program row_mutated_returns_t, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=select)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r158_byte () Int)
(declare-fun r158_1 () Int)
(declare-fun r158_0 () Int)
(declare-fun byte () Int)
(declare-fun w159_byte () Int)
(declare-fun w159_0 () Int)
(assert
 (let ((?x221 (+ 0 (* 4 (+ 0 (+ (* r158_0 8) (* r158_1 1)))))))
 (and (and (>= r158_0 0) (< r158_0 4)) (and (>= r158_1 0) (< r158_1 8)) (and (>= r158_byte 0) (< r158_byte 4)) (= byte (+ ?x221 r158_byte)))))
(assert
 (let (($x105 (= byte (+ (+ 0 (* 4 (+ 8 (* w159_0 1)))) w159_byte))))
 (and (and (>= w159_0 0) (< w159_0 8)) (and (>= w159_byte 0) (< w159_byte 4)) $x105)))
(assert
 (let (($x29 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x293 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x255 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 4) $x293 $x29)))
(or (or false) (not $x255))))))
(check-sat)
