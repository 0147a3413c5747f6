; program layernorm_residual_old, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (mul reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1, carried)
; expected: sat (unsat: the obligation holds; sat: a conflict)
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
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s464_byte () Int)
(declare-fun s464_1 () Int)
(declare-fun s464_0 () Int)
(assert
 (let ((?x562 (+ 0 (* 4 (+ 0 (+ (* r462_0 16) (* r462_1 1)))))))
 (and (and (>= r462_0 0) (< r462_0 8)) (and (>= r462_1 0) (< r462_1 16)) (and (>= r462_byte 0) (< r462_byte 4)) (= byte (+ ?x562 r462_byte)))))
(assert
 (let ((?x1216 (+ 0 (* 4 (+ 0 (+ (* w463_0 16) (* w463_1 1)))))))
 (and (and (>= w463_0 0) (< w463_0 8)) (and (>= w463_1 0) (< w463_1 16)) (and (>= w463_byte 0) (< w463_byte 4)) (= byte (+ ?x1216 w463_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x562 (+ 0 (* 4 (+ 0 (+ (* r462_0 16) (* r462_1 1)))))))
 (= observed (+ ?x562 held_byte))))
(assert
 (let ((?x756 (+ 0 (* 4 (+ 0 (+ (* s464_0 16) (* s464_1 1)))))))
(and (and (>= s464_0 0) (< s464_0 8)) (and (>= s464_1 0) (< s464_1 16)) (and (>= s464_byte 0) (< s464_byte 4)) (= observed (+ ?x756 s464_byte)))))
(check-sat)
