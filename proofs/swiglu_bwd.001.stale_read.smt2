; program swiglu_bwd, triton_kernel_wrapper_functional_proxy.b_ptr: stale read (end of graph reads arg2_1 vs triton_kernel_wrapper_functional_proxy b_ptr=arg2_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r928_byte () Int)
(declare-fun r928_1 () Int)
(declare-fun r928_0 () Int)
(declare-fun byte () Int)
(declare-fun w929_byte () Int)
(declare-fun w929_1 () Int)
(declare-fun w929_0 () Int)
(assert
 (let ((?x264 (+ 0 (* 4 (+ 0 (+ (* r928_0 16) (* r928_1 1)))))))
 (and (and (>= r928_0 0) (< r928_0 4)) (and (>= r928_1 0) (< r928_1 16)) (and (>= r928_byte 0) (< r928_byte 4)) (= byte (+ ?x264 r928_byte)))))
(assert
 (let ((?x60 (+ 0 (* 4 (+ 0 (+ (* w929_0 16) (* w929_1 1)))))))
 (and (and (>= w929_0 0) (< w929_0 4)) (and (>= w929_1 0) (< w929_1 16)) (and (>= w929_byte 0) (< w929_byte 4)) (= byte (+ ?x60 w929_byte)))))
(assert
 (let (($x223 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x388 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x461 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x388 $x223)))
(or (or false) (not $x461))))))
(check-sat)
