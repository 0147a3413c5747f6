; program symbolic_halves, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (end of graph reads arg1_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_2)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r157_byte () Int)
(declare-fun r157_0 () Int)
(declare-fun byte () Int)
(declare-fun s83 () Int)
(declare-fun w158_byte () Int)
(declare-fun w158_0 () Int)
(assert
 (let (($x522 (= byte (+ (+ 0 (* 4 (+ 0 (* r157_0 1)))) r157_byte))))
 (and (and (>= r157_0 0) (< r157_0 s83)) (and (>= r157_byte 0) (< r157_byte 4)) $x522)))
(assert
 (let ((?x503 (+ (+ 0 (* 4 (+ (div s83 2) (* w158_0 1)))) w158_byte)))
 (and (and (>= w158_0 0) (< w158_0 (div s83 2))) (and (>= w158_byte 0) (< w158_byte 4)) (= byte ?x503))))
(assert
 (or (> 0 (div (- byte 0) 4)) (>= (div (- byte 0) 4) (+ 0 s83))))
(assert
 (>= s83 4))
(assert
 (let ((?x255 (div s83 2)))
 (<= ?x255 s83)))
(assert
 (let ((?x255 (div s83 2)))
 (let ((?x280 (* 2 ?x255)))
 (<= ?x280 s83))))
(assert
 (let ((?x255 (div s83 2)))
(<= 2 ?x255)))
(check-sat)
