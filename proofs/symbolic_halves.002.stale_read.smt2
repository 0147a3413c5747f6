; program symbolic_halves, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (end of graph reads arg1_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_2)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r86_byte () Int)
(declare-fun r86_0 () Int)
(declare-fun byte () Int)
(declare-fun s83 () Int)
(declare-fun w87_byte () Int)
(declare-fun w87_0 () Int)
(assert
 (let (($x229 (= byte (+ (+ 0 (* 4 (+ 0 (* r86_0 1)))) r86_byte))))
 (and (and (>= r86_0 0) (< r86_0 s83)) (and (>= r86_byte 0) (< r86_byte 4)) $x229)))
(assert
 (let ((?x186 (+ (+ 0 (* 4 (+ (div s83 2) (* w87_0 1)))) w87_byte)))
 (and (and (>= w87_0 0) (< w87_0 (div s83 2))) (and (>= w87_byte 0) (< w87_byte 4)) (= byte ?x186))))
(assert
 (let (($x84 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) s83) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
 (or (or (<= s83 0) false) (not $x84))))
(assert
 (>= s83 4))
(assert
 (let ((?x182 (div s83 2)))
 (<= ?x182 s83)))
(assert
 (let ((?x182 (div s83 2)))
 (let ((?x207 (* 2 ?x182)))
 (<= ?x207 s83))))
(assert
 (let ((?x182 (div s83 2)))
(<= 2 ?x182)))
(check-sat)
