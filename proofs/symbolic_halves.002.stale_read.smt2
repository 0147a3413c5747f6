; program symbolic_halves, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (end of graph reads arg1_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_2)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r145_byte () Int)
(declare-fun r145_0 () Int)
(declare-fun byte () Int)
(declare-fun s83 () Int)
(declare-fun w146_byte () Int)
(declare-fun w146_0 () Int)
(assert
 (let (($x354 (= byte (+ (+ 0 (* 4 (+ 0 (* r145_0 1)))) r145_byte))))
 (and (and (>= r145_0 0) (< r145_0 s83)) (and (>= r145_byte 0) (< r145_byte 4)) $x354)))
(assert
 (let ((?x200 (+ (+ 0 (* 4 (+ (div s83 2) (* w146_0 1)))) w146_byte)))
 (and (and (>= w146_0 0) (< w146_0 (div s83 2))) (and (>= w146_byte 0) (< w146_byte 4)) (= byte ?x200))))
(assert
 (or (> 0 (div (- byte 0) 4)) (>= (div (- byte 0) 4) (+ 0 s83))))
(assert
 (>= s83 4))
(assert
 (let ((?x185 (div s83 2)))
 (<= ?x185 s83)))
(assert
 (let ((?x185 (div s83 2)))
 (let ((?x177 (* 2 ?x185)))
 (<= ?x177 s83))))
(assert
 (let ((?x185 (div s83 2)))
(<= 2 ?x185)))
(check-sat)
