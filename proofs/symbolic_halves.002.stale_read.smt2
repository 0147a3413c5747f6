; program symbolic_halves, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (end of graph reads arg1_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_2)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r143_byte () Int)
(declare-fun r143_0 () Int)
(declare-fun byte () Int)
(declare-fun s83 () Int)
(declare-fun w144_byte () Int)
(declare-fun w144_0 () Int)
(assert
 (let (($x85 (= byte (+ (+ 0 (* 4 (+ 0 (* r143_0 1)))) r143_byte))))
 (and (and (>= r143_0 0) (< r143_0 s83)) (and (>= r143_byte 0) (< r143_byte 4)) $x85)))
(assert
 (let ((?x135 (+ (+ 0 (* 4 (+ (div s83 2) (* w144_0 1)))) w144_byte)))
 (and (and (>= w144_0 0) (< w144_0 (div s83 2))) (and (>= w144_byte 0) (< w144_byte 4)) (= byte ?x135))))
(assert
 (or (> 0 (div (- byte 0) 4)) (>= (div (- byte 0) 4) (+ 0 s83))))
(assert
 (>= s83 4))
(assert
 (let ((?x232 (div s83 2)))
 (<= ?x232 s83)))
(assert
 (let ((?x232 (div s83 2)))
 (let ((?x58 (* 2 ?x232)))
 (<= ?x58 s83))))
(assert
 (let ((?x232 (div s83 2)))
(<= 2 ?x232)))
(check-sat)
