; program swiglu_bwd, triton_kernel_wrapper_functional_proxy.b_ptr: stale read (end of graph reads arg2_1 vs triton_kernel_wrapper_functional_proxy b_ptr=arg2_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r380_byte () Int)
(declare-fun r380_1 () Int)
(declare-fun r380_0 () Int)
(declare-fun byte () Int)
(declare-fun w381_byte () Int)
(declare-fun w381_1 () Int)
(declare-fun w381_0 () Int)
(assert
 (let ((?x57 (+ 0 (* 4 (+ 0 (+ (* r380_0 16) (* r380_1 1)))))))
 (and (and (>= r380_0 0) (< r380_0 4)) (and (>= r380_1 0) (< r380_1 16)) (and (>= r380_byte 0) (< r380_byte 4)) (= byte (+ ?x57 r380_byte)))))
(assert
 (let ((?x392 (+ 0 (* 4 (+ 0 (+ (* w381_0 16) (* w381_1 1)))))))
 (and (and (>= w381_0 0) (< w381_0 4)) (and (>= w381_1 0) (< w381_1 16)) (and (>= w381_byte 0) (< w381_byte 4)) (= byte (+ ?x392 w381_byte)))))
(assert
 (let (($x274 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x310 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x329 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x310 $x274)))
(or (or false) (not $x329))))))
(check-sat)
