; program returns_t, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r255_byte () Int)
(declare-fun r255_1 () Int)
(declare-fun r255_0 () Int)
(declare-fun byte () Int)
(declare-fun w256_byte () Int)
(declare-fun w256_1 () Int)
(declare-fun w256_0 () Int)
(assert
 (let ((?x222 (+ 0 (* 4 (+ 0 (+ (* r255_0 8) (* r255_1 1)))))))
 (and (and (>= r255_0 0) (< r255_0 4)) (and (>= r255_1 0) (< r255_1 8)) (and (>= r255_byte 0) (< r255_byte 4)) (= byte (+ ?x222 r255_byte)))))
(assert
 (let ((?x479 (+ 0 (* 4 (+ 0 (+ (* w256_0 8) (* w256_1 1)))))))
 (and (and (>= w256_0 0) (< w256_0 4)) (and (>= w256_1 0) (< w256_1 8)) (and (>= w256_byte 0) (< w256_byte 4)) (= byte (+ ?x479 w256_byte)))))
(assert
 (let (($x387 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x520 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x413 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 4) $x520 $x387)))
(or (or false) (not $x413))))))
(check-sat)
