; program layernorm_residual_old, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (mul reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1, carried)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r464_byte () Int)
(declare-fun r464_1 () Int)
(declare-fun r464_0 () Int)
(declare-fun byte () Int)
(declare-fun w465_byte () Int)
(declare-fun w465_1 () Int)
(declare-fun w465_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s466_byte () Int)
(declare-fun s466_1 () Int)
(declare-fun s466_0 () Int)
(assert
 (let ((?x333 (+ 0 (* 4 (+ 0 (+ (* r464_0 16) (* r464_1 1)))))))
 (and (and (>= r464_0 0) (< r464_0 8)) (and (>= r464_1 0) (< r464_1 16)) (and (>= r464_byte 0) (< r464_byte 4)) (= byte (+ ?x333 r464_byte)))))
(assert
 (let ((?x699 (+ 0 (* 4 (+ 0 (+ (* w465_0 16) (* w465_1 1)))))))
 (and (and (>= w465_0 0) (< w465_0 8)) (and (>= w465_1 0) (< w465_1 16)) (and (>= w465_byte 0) (< w465_byte 4)) (= byte (+ ?x699 w465_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x333 (+ 0 (* 4 (+ 0 (+ (* r464_0 16) (* r464_1 1)))))))
 (= observed (+ ?x333 held_byte))))
(assert
 (let ((?x49493 (+ 0 (* 4 (+ 0 (+ (* s466_0 16) (* s466_1 1)))))))
(and (and (>= s466_0 0) (< s466_0 8)) (and (>= s466_1 0) (< s466_1 16)) (and (>= s466_byte 0) (< s466_byte 4)) (= observed (+ ?x49493 s466_byte)))))
(check-sat)
