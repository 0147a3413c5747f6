; program layernorm_residual_old, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (mul reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1, carried then sizes=(8, 16) strides=(16, 1) offset=0 itemsize=4)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r573_byte () Int)
(declare-fun r573_1 () Int)
(declare-fun r573_0 () Int)
(declare-fun byte () Int)
(declare-fun w574_byte () Int)
(declare-fun w574_1 () Int)
(declare-fun w574_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s575_byte () Int)
(declare-fun s575_1 () Int)
(declare-fun s575_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s576_byte () Int)
(declare-fun s576_1 () Int)
(declare-fun s576_0 () Int)
(assert
 (let ((?x349 (+ 0 (* 4 (+ 0 (+ (* r573_0 16) (* r573_1 1)))))))
 (and (and (>= r573_0 0) (< r573_0 8)) (and (>= r573_1 0) (< r573_1 16)) (and (>= r573_byte 0) (< r573_byte 4)) (= byte (+ ?x349 r573_byte)))))
(assert
 (let ((?x267 (+ 0 (* 4 (+ 0 (+ (* w574_0 16) (* w574_1 1)))))))
 (and (and (>= w574_0 0) (< w574_0 8)) (and (>= w574_1 0) (< w574_1 16)) (and (>= w574_byte 0) (< w574_byte 4)) (= byte (+ ?x267 w574_byte)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x349 (+ 0 (* 4 (+ 0 (+ (* r573_0 16) (* r573_1 1)))))))
 (= carried0 (+ ?x349 held_byte0))))
(assert
 (let ((?x462 (+ 0 (* 4 (+ 0 (+ (* s575_0 16) (* s575_1 1)))))))
 (and (and (>= s575_0 0) (< s575_0 8)) (and (>= s575_1 0) (< s575_1 16)) (and (>= s575_byte 0) (< s575_byte 4)) (= carried0 (+ ?x462 s575_byte)))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (let ((?x462 (+ 0 (* 4 (+ 0 (+ (* s575_0 16) (* s575_1 1)))))))
 (= carried1 (+ ?x462 held_byte1))))
(assert
 (let ((?x550 (+ 0 (* 4 (+ 0 (+ (* s576_0 16) (* s576_1 1)))))))
(and (and (>= s576_0 0) (< s576_0 8)) (and (>= s576_1 0) (< s576_1 16)) (and (>= s576_byte 0) (< s576_byte 4)) (= carried1 (+ ?x550 s576_byte)))))
(check-sat)
