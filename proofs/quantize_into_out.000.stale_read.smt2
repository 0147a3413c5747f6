; program quantize_into_out, triton_kernel_wrapper_functional_proxy.out_ptr: stale read (end of graph reads arg1_1 vs triton_kernel_wrapper_functional_proxy out_ptr=arg1_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r544_byte () Int)
(declare-fun r544_1 () Int)
(declare-fun r544_0 () Int)
(declare-fun byte () Int)
(declare-fun w545_byte () Int)
(declare-fun w545_1 () Int)
(declare-fun w545_0 () Int)
(assert
 (let ((?x1170 (+ 0 (* 1 (+ 0 (+ (* r544_0 16) (* r544_1 1)))))))
 (and (and (>= r544_0 0) (< r544_0 8)) (and (>= r544_1 0) (< r544_1 16)) (and (>= r544_byte 0) (< r544_byte 1)) (= byte (+ ?x1170 r544_byte)))))
(assert
 (let ((?x1261 (+ 0 (* 1 (+ 0 (+ (* w545_0 16) (* w545_1 1)))))))
 (and (and (>= w545_0 0) (< w545_0 8)) (and (>= w545_1 0) (< w545_1 16)) (and (>= w545_byte 0) (< w545_byte 1)) (= byte (+ ?x1261 w545_byte)))))
(assert
 (let (($x203 (= (mod (mod (- (div (- byte 0) 1) 0) 16) 1) 0)))
(let (($x261 (< (div (mod (- (div (- byte 0) 1) 0) 16) 1) 16)))
(let (($x1673 (and (>= (- (div (- byte 0) 1) 0) 0) (< (div (- (div (- byte 0) 1) 0) 16) 8) $x261 $x203)))
(or (or false) (not $x1673))))))
(check-sat)
