; program symbolic_halves, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (slice_scatter reads arg1_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_2, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r142_byte () Int)
(declare-fun r142_0 () Int)
(declare-fun byte () Int)
(declare-fun s83 () Int)
(declare-fun w143_byte () Int)
(declare-fun w143_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s144_byte () Int)
(declare-fun s144_0 () Int)
(assert
 (let (($x193 (= byte (+ (+ 0 (* 4 (+ 0 (* r142_0 1)))) r142_byte))))
 (and (and (>= r142_0 0) (< r142_0 s83)) (and (>= r142_byte 0) (< r142_byte 4)) $x193)))
(assert
 (let ((?x143 (+ (+ 0 (* 4 (+ (div s83 2) (* w143_0 1)))) w143_byte)))
 (and (and (>= w143_0 0) (< w143_0 (div s83 2))) (and (>= w143_byte 0) (< w143_byte 4)) (= byte ?x143))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (= observed (+ (+ 0 (* 4 (+ 0 (* r142_0 1)))) held_byte)))
(assert
 (let (($x242 (= observed (+ (+ 0 (* 4 (+ 0 (* s144_0 1)))) s144_byte))))
 (and (and (>= s144_0 0) (< s144_0 s83)) (and (>= s144_byte 0) (< s144_byte 4)) $x242)))
(assert
 (let ((?x192 (div (- byte 0) 4)))
 (or (< ?x192 (div s83 2)) (>= ?x192 (+ (div s83 2) (div s83 2))))))
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
