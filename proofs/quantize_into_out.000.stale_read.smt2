; program quantize_into_out, triton_kernel_wrapper_functional_proxy.out_ptr: stale read (end of graph reads arg1_1 vs triton_kernel_wrapper_functional_proxy out_ptr=arg1_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r298_byte () Int)
(declare-fun r298_1 () Int)
(declare-fun r298_0 () Int)
(declare-fun byte () Int)
(declare-fun w299_byte () Int)
(declare-fun w299_1 () Int)
(declare-fun w299_0 () Int)
(assert
 (let ((?x97 (+ 0 (* 1 (+ 0 (+ (* r298_0 16) (* r298_1 1)))))))
 (and (and (>= r298_0 0) (< r298_0 8)) (and (>= r298_1 0) (< r298_1 16)) (and (>= r298_byte 0) (< r298_byte 1)) (= byte (+ ?x97 r298_byte)))))
(assert
 (let ((?x323 (+ 0 (* 1 (+ 0 (+ (* w299_0 16) (* w299_1 1)))))))
 (and (and (>= w299_0 0) (< w299_0 8)) (and (>= w299_1 0) (< w299_1 16)) (and (>= w299_byte 0) (< w299_byte 1)) (= byte (+ ?x323 w299_byte)))))
(assert
 (let (($x324 (= (mod (mod (- (div (- byte 0) 1) 0) 16) 1) 0)))
(let (($x278 (< (div (mod (- (div (- byte 0) 1) 0) 16) 1) 16)))
(let (($x387 (and (>= (- (div (- byte 0) 1) 0) 0) (< (div (- (div (- byte 0) 1) 0) 16) 8) $x278 $x324)))
(or (or false) (not $x387))))))
(check-sat)
