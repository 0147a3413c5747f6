; program geglu_bwd, triton_kernel_wrapper_functional_proxy.a: stale read (end of graph reads arg1_1 vs triton_kernel_wrapper_functional_proxy a=arg1_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r650_byte () Int)
(declare-fun r650_1 () Int)
(declare-fun r650_0 () Int)
(declare-fun byte () Int)
(declare-fun w651_byte () Int)
(declare-fun w651_1 () Int)
(declare-fun w651_0 () Int)
(assert
 (let ((?x49484 (+ 0 (* 4 (+ 0 (+ (* r650_0 16) (* r650_1 1)))))))
 (and (and (>= r650_0 0) (< r650_0 4)) (and (>= r650_1 0) (< r650_1 16)) (and (>= r650_byte 0) (< r650_byte 4)) (= byte (+ ?x49484 r650_byte)))))
(assert
 (let ((?x17814 (+ 0 (* 4 (+ 0 (+ (* w651_0 16) (* w651_1 1)))))))
 (and (and (>= w651_0 0) (< w651_0 4)) (and (>= w651_1 0) (< w651_1 16)) (and (>= w651_byte 0) (< w651_byte 4)) (= byte (+ ?x17814 w651_byte)))))
(assert
 (let (($x964 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x85 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x1658 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x85 $x964)))
(or (or false) (not $x1658))))))
(check-sat)
