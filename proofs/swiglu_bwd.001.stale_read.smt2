; program swiglu_bwd, triton_kernel_wrapper_functional_proxy.b_ptr: stale read (end of graph reads arg2_1 vs triton_kernel_wrapper_functional_proxy b_ptr=arg2_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r980_byte () Int)
(declare-fun r980_1 () Int)
(declare-fun r980_0 () Int)
(declare-fun byte () Int)
(declare-fun w981_byte () Int)
(declare-fun w981_1 () Int)
(declare-fun w981_0 () Int)
(assert
 (let ((?x426 (+ 0 (* 4 (+ 0 (+ (* r980_0 16) (* r980_1 1)))))))
 (and (and (>= r980_0 0) (< r980_0 4)) (and (>= r980_1 0) (< r980_1 16)) (and (>= r980_byte 0) (< r980_byte 4)) (= byte (+ ?x426 r980_byte)))))
(assert
 (let ((?x612 (+ 0 (* 4 (+ 0 (+ (* w981_0 16) (* w981_1 1)))))))
 (and (and (>= w981_0 0) (< w981_0 4)) (and (>= w981_1 0) (< w981_1 16)) (and (>= w981_byte 0) (< w981_byte 4)) (= byte (+ ?x612 w981_byte)))))
(assert
 (let (($x590 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x753 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x703 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x753 $x590)))
(or (or false) (not $x703))))))
(check-sat)
