; program symbolic_halves, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (end of graph reads arg1_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_2)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r114_byte () Int)
(declare-fun r114_0 () Int)
(declare-fun byte () Int)
(declare-fun s83 () Int)
(declare-fun w115_byte () Int)
(declare-fun w115_0 () Int)
(assert
 (let (($x35 (= byte (+ (+ 0 (* 4 (+ 0 (* r114_0 1)))) r114_byte))))
 (and (and (>= r114_0 0) (< r114_0 s83)) (and (>= r114_byte 0) (< r114_byte 4)) $x35)))
(assert
 (let ((?x170 (+ (+ 0 (* 4 (+ (div s83 2) (* w115_0 1)))) w115_byte)))
 (and (and (>= w115_0 0) (< w115_0 (div s83 2))) (and (>= w115_byte 0) (< w115_byte 4)) (= byte ?x170))))
(assert
 (let (($x114 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) s83) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
 (or (or (<= s83 0) false) (not $x114))))
(assert
 (>= s83 4))
(assert
 (let ((?x276 (div s83 2)))
 (<= ?x276 s83)))
(assert
 (let ((?x276 (div s83 2)))
 (let ((?x29 (* 2 ?x276)))
 (<= ?x29 s83))))
(assert
 (let ((?x276 (div s83 2)))
(<= 2 ?x276)))
(check-sat)
