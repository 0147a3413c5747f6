; program geglu_bwd, triton_kernel_wrapper_functional_proxy.a: stale read (end of graph reads arg1_1 vs triton_kernel_wrapper_functional_proxy a=arg1_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r648_byte () Int)
(declare-fun r648_1 () Int)
(declare-fun r648_0 () Int)
(declare-fun byte () Int)
(declare-fun w649_byte () Int)
(declare-fun w649_1 () Int)
(declare-fun w649_0 () Int)
(assert
 (let ((?x755 (+ 0 (* 4 (+ 0 (+ (* r648_0 16) (* r648_1 1)))))))
 (and (and (>= r648_0 0) (< r648_0 4)) (and (>= r648_1 0) (< r648_1 16)) (and (>= r648_byte 0) (< r648_byte 4)) (= byte (+ ?x755 r648_byte)))))
(assert
 (let ((?x296 (+ 0 (* 4 (+ 0 (+ (* w649_0 16) (* w649_1 1)))))))
 (and (and (>= w649_0 0) (< w649_0 4)) (and (>= w649_1 0) (< w649_1 16)) (and (>= w649_byte 0) (< w649_byte 4)) (= byte (+ ?x296 w649_byte)))))
(assert
 (let (($x626 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x659 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x1285 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x659 $x626)))
(or (or false) (not $x1285))))))
(check-sat)
