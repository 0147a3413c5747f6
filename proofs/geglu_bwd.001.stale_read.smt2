; program geglu_bwd, triton_kernel_wrapper_functional_proxy.b: stale read (end of graph reads arg2_1 vs triton_kernel_wrapper_functional_proxy b=arg2_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r994_byte () Int)
(declare-fun r994_1 () Int)
(declare-fun r994_0 () Int)
(declare-fun byte () Int)
(declare-fun w995_byte () Int)
(declare-fun w995_1 () Int)
(declare-fun w995_0 () Int)
(assert
 (let ((?x479 (+ 0 (* 4 (+ 0 (+ (* r994_0 16) (* r994_1 1)))))))
 (and (and (>= r994_0 0) (< r994_0 4)) (and (>= r994_1 0) (< r994_1 16)) (and (>= r994_byte 0) (< r994_byte 4)) (= byte (+ ?x479 r994_byte)))))
(assert
 (let ((?x309 (+ 0 (* 4 (+ 0 (+ (* w995_0 16) (* w995_1 1)))))))
 (and (and (>= w995_0 0) (< w995_0 4)) (and (>= w995_1 0) (< w995_1 16)) (and (>= w995_byte 0) (< w995_byte 4)) (= byte (+ ?x309 w995_byte)))))
(assert
 (let (($x664 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x724 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x217 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x724 $x664)))
(or (or false) (not $x217))))))
(check-sat)
