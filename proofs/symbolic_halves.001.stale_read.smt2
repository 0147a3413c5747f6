; program symbolic_halves, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (slice_scatter reads arg1_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_2, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r140_byte () Int)
(declare-fun r140_0 () Int)
(declare-fun byte () Int)
(declare-fun s83 () Int)
(declare-fun w141_byte () Int)
(declare-fun w141_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s142_byte () Int)
(declare-fun s142_0 () Int)
(assert
 (let (($x21 (= byte (+ (+ 0 (* 4 (+ 0 (* r140_0 1)))) r140_byte))))
 (and (and (>= r140_0 0) (< r140_0 s83)) (and (>= r140_byte 0) (< r140_byte 4)) $x21)))
(assert
 (let ((?x120 (+ (+ 0 (* 4 (+ (div s83 2) (* w141_0 1)))) w141_byte)))
 (and (and (>= w141_0 0) (< w141_0 (div s83 2))) (and (>= w141_byte 0) (< w141_byte 4)) (= byte ?x120))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (= observed (+ (+ 0 (* 4 (+ 0 (* r140_0 1)))) held_byte)))
(assert
 (let (($x86 (= observed (+ (+ 0 (* 4 (+ 0 (* s142_0 1)))) s142_byte))))
 (and (and (>= s142_0 0) (< s142_0 s83)) (and (>= s142_byte 0) (< s142_byte 4)) $x86)))
(assert
 (let ((?x175 (div (- byte 0) 4)))
 (or (< ?x175 (div s83 2)) (>= ?x175 (+ (div s83 2) (div s83 2))))))
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
