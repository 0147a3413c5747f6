; program state_pool_decode_dynamic, triton_kernel_wrapper_functional_proxy.ht_ptr: stale read (end of graph reads arg4_1 vs triton_kernel_wrapper_functional_proxy ht_ptr=arg4_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r276_byte () Int)
(declare-fun r276_2 () Int)
(declare-fun r276_1 () Int)
(declare-fun r276_0 () Int)
(declare-fun byte () Int)
(declare-fun w277_byte () Int)
(declare-fun w277_2 () Int)
(declare-fun w277_1 () Int)
(declare-fun w277_0 () Int)
(declare-fun s33 () Int)
(declare-fun s34 () Int)
(declare-fun s81 () Int)
(assert
 (let ((?x411 (+ 0 (+ (+ (* r276_0 32) (* r276_1 8)) (* r276_2 1)))))
 (and (and (>= r276_0 0) (< r276_0 8)) (and (>= r276_1 0) (< r276_1 4)) (and (>= r276_2 0) (< r276_2 8)) (and (>= r276_byte 0) (< r276_byte 4)) (= byte (+ (+ 0 (* 4 ?x411)) r276_byte)))))
(assert
 (let ((?x953 (+ 0 (+ (+ (* w277_0 32) (* w277_1 8)) (* w277_2 1)))))
 (and (and (>= w277_0 0) (< w277_0 8)) (and (>= w277_1 0) (< w277_1 4)) (and (>= w277_2 0) (< w277_2 8)) (and (>= w277_byte 0) (< w277_byte 4)) (= byte (+ (+ 0 (* 4 ?x953)) w277_byte)))))
(assert
 (let ((?x198 (- (div (- byte 0) 4) 0)))
 (let ((?x168 (mod ?x198 32)))
 (let ((?x304 (mod ?x168 8)))
 (let (($x110 (and (>= ?x198 0) (< (div ?x198 32) 8) (< (div ?x168 8) 4) (< (div ?x304 1) 8) (= (mod ?x304 1) 0))))
 (or (or false) (not $x110)))))))
(assert
 (>= s33 2))
(assert
 (>= s34 4))
(assert
 (<= s34 4))
(assert
 (>= s81 8))
(assert
 (<= s81 8))
(assert
 (= 4 s34))
(assert
 (= 8 s81))
(check-sat)
