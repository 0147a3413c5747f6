; program layernorm_residual_old, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (mul reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1, carried then sizes=(8, 16) strides=(16, 1) offset=0 itemsize=4)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r521_byte () Int)
(declare-fun r521_1 () Int)
(declare-fun r521_0 () Int)
(declare-fun byte () Int)
(declare-fun w522_byte () Int)
(declare-fun w522_1 () Int)
(declare-fun w522_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s523_byte () Int)
(declare-fun s523_1 () Int)
(declare-fun s523_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s524_byte () Int)
(declare-fun s524_1 () Int)
(declare-fun s524_0 () Int)
(assert
 (let ((?x599 (+ 0 (* 4 (+ 0 (+ (* r521_0 16) (* r521_1 1)))))))
 (and (and (>= r521_0 0) (< r521_0 8)) (and (>= r521_1 0) (< r521_1 16)) (and (>= r521_byte 0) (< r521_byte 4)) (= byte (+ ?x599 r521_byte)))))
(assert
 (let ((?x215 (+ 0 (* 4 (+ 0 (+ (* w522_0 16) (* w522_1 1)))))))
 (and (and (>= w522_0 0) (< w522_0 8)) (and (>= w522_1 0) (< w522_1 16)) (and (>= w522_byte 0) (< w522_byte 4)) (= byte (+ ?x215 w522_byte)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x599 (+ 0 (* 4 (+ 0 (+ (* r521_0 16) (* r521_1 1)))))))
 (= carried0 (+ ?x599 held_byte0))))
(assert
 (let ((?x379 (+ 0 (* 4 (+ 0 (+ (* s523_0 16) (* s523_1 1)))))))
 (and (and (>= s523_0 0) (< s523_0 8)) (and (>= s523_1 0) (< s523_1 16)) (and (>= s523_byte 0) (< s523_byte 4)) (= carried0 (+ ?x379 s523_byte)))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (let ((?x379 (+ 0 (* 4 (+ 0 (+ (* s523_0 16) (* s523_1 1)))))))
 (= carried1 (+ ?x379 held_byte1))))
(assert
 (let ((?x326 (+ 0 (* 4 (+ 0 (+ (* s524_0 16) (* s524_1 1)))))))
(and (and (>= s524_0 0) (< s524_0 8)) (and (>= s524_1 0) (< s524_1 16)) (and (>= s524_byte 0) (< s524_byte 4)) (= carried1 (+ ?x326 s524_byte)))))
(check-sat)
