; program row_mutated_returns_t, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=select)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r212_byte () Int)
(declare-fun r212_1 () Int)
(declare-fun r212_0 () Int)
(declare-fun byte () Int)
(declare-fun w213_byte () Int)
(declare-fun w213_0 () Int)
(assert
 (let ((?x317 (+ 0 (* 4 (+ 0 (+ (* r212_0 8) (* r212_1 1)))))))
 (and (and (>= r212_0 0) (< r212_0 4)) (and (>= r212_1 0) (< r212_1 8)) (and (>= r212_byte 0) (< r212_byte 4)) (= byte (+ ?x317 r212_byte)))))
(assert
 (let (($x1313 (= byte (+ (+ 0 (* 4 (+ 8 (* w213_0 1)))) w213_byte))))
 (and (and (>= w213_0 0) (< w213_0 8)) (and (>= w213_byte 0) (< w213_byte 4)) $x1313)))
(assert
 (let (($x879 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x1300 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x261 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 4) $x1300 $x879)))
(or (or false) (not $x261))))))
(check-sat)
