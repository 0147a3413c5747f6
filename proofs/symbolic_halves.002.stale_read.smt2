; program symbolic_halves, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (end of graph reads arg1_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_2)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r88_byte () Int)
(declare-fun r88_0 () Int)
(declare-fun byte () Int)
(declare-fun s83 () Int)
(declare-fun w89_byte () Int)
(declare-fun w89_0 () Int)
(assert
 (let (($x281 (= byte (+ (+ 0 (* 4 (+ 0 (* r88_0 1)))) r88_byte))))
 (and (and (>= r88_0 0) (< r88_0 s83)) (and (>= r88_byte 0) (< r88_byte 4)) $x281)))
(assert
 (let ((?x134 (+ (+ 0 (* 4 (+ (div s83 2) (* w89_0 1)))) w89_byte)))
 (and (and (>= w89_0 0) (< w89_0 (div s83 2))) (and (>= w89_byte 0) (< w89_byte 4)) (= byte ?x134))))
(assert
 (let (($x47 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) s83) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
 (or (or (<= s83 0) false) (not $x47))))
(assert
 (>= s83 4))
(assert
 (let ((?x51 (div s83 2)))
 (<= ?x51 s83)))
(assert
 (let ((?x51 (div s83 2)))
 (let ((?x270 (* 2 ?x51)))
 (<= ?x270 s83))))
(assert
 (let ((?x51 (div s83 2)))
(<= 2 ?x51)))
(check-sat)
