; program layernorm_input, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r571_byte () Int)
(declare-fun r571_1 () Int)
(declare-fun r571_0 () Int)
(declare-fun byte () Int)
(declare-fun w572_byte () Int)
(declare-fun w572_1 () Int)
(declare-fun w572_0 () Int)
(assert
 (let ((?x552 (+ 0 (* 4 (+ 0 (+ (* r571_0 16) (* r571_1 1)))))))
 (and (and (>= r571_0 0) (< r571_0 8)) (and (>= r571_1 0) (< r571_1 16)) (and (>= r571_byte 0) (< r571_byte 4)) (= byte (+ ?x552 r571_byte)))))
(assert
 (let ((?x228 (+ 0 (* 4 (+ 0 (+ (* w572_0 16) (* w572_1 1)))))))
 (and (and (>= w572_0 0) (< w572_0 8)) (and (>= w572_1 0) (< w572_1 16)) (and (>= w572_byte 0) (< w572_byte 4)) (= byte (+ ?x228 w572_byte)))))
(assert
 (let (($x525 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x441 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x282 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 8) $x441 $x525)))
(or (or false) (not $x282))))))
(check-sat)
