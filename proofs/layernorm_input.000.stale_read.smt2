; program layernorm_input, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r462_byte () Int)
(declare-fun r462_1 () Int)
(declare-fun r462_0 () Int)
(declare-fun byte () Int)
(declare-fun w463_byte () Int)
(declare-fun w463_1 () Int)
(declare-fun w463_0 () Int)
(assert
 (let ((?x585 (+ 0 (* 4 (+ 0 (+ (* r462_0 16) (* r462_1 1)))))))
 (and (and (>= r462_0 0) (< r462_0 8)) (and (>= r462_1 0) (< r462_1 16)) (and (>= r462_byte 0) (< r462_byte 4)) (= byte (+ ?x585 r462_byte)))))
(assert
 (let ((?x1401 (+ 0 (* 4 (+ 0 (+ (* w463_0 16) (* w463_1 1)))))))
 (and (and (>= w463_0 0) (< w463_0 8)) (and (>= w463_1 0) (< w463_1 16)) (and (>= w463_byte 0) (< w463_byte 4)) (= byte (+ ?x1401 w463_byte)))))
(assert
 (let (($x948 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x1032 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x42299 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 8) $x1032 $x948)))
(or (or false) (not $x42299))))))
(check-sat)
