; program rotary_keep_unrotated_copy, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (mul reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1, carried)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r331_byte () Int)
(declare-fun r331_1 () Int)
(declare-fun r331_0 () Int)
(declare-fun byte () Int)
(declare-fun w332_byte () Int)
(declare-fun w332_1 () Int)
(declare-fun w332_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s333_byte () Int)
(declare-fun s333_1 () Int)
(declare-fun s333_0 () Int)
(assert
 (let ((?x298 (+ 0 (* 4 (+ 0 (+ (* r331_0 8) (* r331_1 1)))))))
 (and (and (>= r331_0 0) (< r331_0 8)) (and (>= r331_1 0) (< r331_1 8)) (and (>= r331_byte 0) (< r331_byte 4)) (= byte (+ ?x298 r331_byte)))))
(assert
 (let ((?x69 (+ 0 (* 4 (+ 0 (+ (* w332_0 8) (* w332_1 1)))))))
 (and (and (>= w332_0 0) (< w332_0 8)) (and (>= w332_1 0) (< w332_1 8)) (and (>= w332_byte 0) (< w332_byte 4)) (= byte (+ ?x69 w332_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x298 (+ 0 (* 4 (+ 0 (+ (* r331_0 8) (* r331_1 1)))))))
 (= observed (+ ?x298 held_byte))))
(assert
 (let ((?x304 (+ 0 (* 4 (+ 0 (+ (* s333_0 8) (* s333_1 1)))))))
(and (and (>= s333_0 0) (< s333_0 8)) (and (>= s333_1 0) (< s333_1 8)) (and (>= s333_byte 0) (< s333_byte 4)) (= observed (+ ?x304 s333_byte)))))
(check-sat)
