; program swiglu_bwd, triton_kernel_wrapper_functional_proxy.a_ptr: stale read (end of graph reads arg1_1 vs triton_kernel_wrapper_functional_proxy a_ptr=arg1_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r926_byte () Int)
(declare-fun r926_1 () Int)
(declare-fun r926_0 () Int)
(declare-fun byte () Int)
(declare-fun w927_byte () Int)
(declare-fun w927_1 () Int)
(declare-fun w927_0 () Int)
(assert
 (let ((?x407 (+ 0 (* 4 (+ 0 (+ (* r926_0 16) (* r926_1 1)))))))
 (and (and (>= r926_0 0) (< r926_0 4)) (and (>= r926_1 0) (< r926_1 16)) (and (>= r926_byte 0) (< r926_byte 4)) (= byte (+ ?x407 r926_byte)))))
(assert
 (let ((?x550 (+ 0 (* 4 (+ 0 (+ (* w927_0 16) (* w927_1 1)))))))
 (and (and (>= w927_0 0) (< w927_0 4)) (and (>= w927_1 0) (< w927_1 16)) (and (>= w927_byte 0) (< w927_byte 4)) (= byte (+ ?x550 w927_byte)))))
(assert
 (let (($x223 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x388 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x461 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x388 $x223)))
(or (or false) (not $x461))))))
(check-sat)
