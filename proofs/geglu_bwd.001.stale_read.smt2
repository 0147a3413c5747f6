; program geglu_bwd, triton_kernel_wrapper_functional_proxy.b: stale read (end of graph reads arg2_1 vs triton_kernel_wrapper_functional_proxy b=arg2_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r384_byte () Int)
(declare-fun r384_1 () Int)
(declare-fun r384_0 () Int)
(declare-fun byte () Int)
(declare-fun w385_byte () Int)
(declare-fun w385_1 () Int)
(declare-fun w385_0 () Int)
(assert
 (let ((?x377 (+ 0 (* 4 (+ 0 (+ (* r384_0 16) (* r384_1 1)))))))
 (and (and (>= r384_0 0) (< r384_0 4)) (and (>= r384_1 0) (< r384_1 16)) (and (>= r384_byte 0) (< r384_byte 4)) (= byte (+ ?x377 r384_byte)))))
(assert
 (let ((?x402 (+ 0 (* 4 (+ 0 (+ (* w385_0 16) (* w385_1 1)))))))
 (and (and (>= w385_0 0) (< w385_0 4)) (and (>= w385_1 0) (< w385_1 16)) (and (>= w385_byte 0) (< w385_byte 4)) (= byte (+ ?x402 w385_byte)))))
(assert
 (let (($x274 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x310 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x329 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x310 $x274)))
(or (or false) (not $x329))))))
(check-sat)
