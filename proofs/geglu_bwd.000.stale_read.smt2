; program geglu_bwd, triton_kernel_wrapper_functional_proxy.a: stale read (end of graph reads arg1_1 vs triton_kernel_wrapper_functional_proxy a=arg1_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r382_byte () Int)
(declare-fun r382_1 () Int)
(declare-fun r382_0 () Int)
(declare-fun byte () Int)
(declare-fun w383_byte () Int)
(declare-fun w383_1 () Int)
(declare-fun w383_0 () Int)
(assert
 (let ((?x110 (+ 0 (* 4 (+ 0 (+ (* r382_0 16) (* r382_1 1)))))))
 (and (and (>= r382_0 0) (< r382_0 4)) (and (>= r382_1 0) (< r382_1 16)) (and (>= r382_byte 0) (< r382_byte 4)) (= byte (+ ?x110 r382_byte)))))
(assert
 (let ((?x421 (+ 0 (* 4 (+ 0 (+ (* w383_0 16) (* w383_1 1)))))))
 (and (and (>= w383_0 0) (< w383_0 4)) (and (>= w383_1 0) (< w383_1 16)) (and (>= w383_byte 0) (< w383_byte 4)) (= byte (+ ?x421 w383_byte)))))
(assert
 (let (($x274 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x310 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x329 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x310 $x274)))
(or (or false) (not $x329))))))
(check-sat)
