; program layernorm_residual_old, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (mul reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1, carried then sizes=(8, 16) strides=(16, 1) offset=0 itemsize=4)
; expected: sat (unsat: the obligation holds; sat: a conflict)
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
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s573_byte () Int)
(declare-fun s573_1 () Int)
(declare-fun s573_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s574_byte () Int)
(declare-fun s574_1 () Int)
(declare-fun s574_0 () Int)
(assert
 (let ((?x328 (+ 0 (* 4 (+ 0 (+ (* r571_0 16) (* r571_1 1)))))))
 (and (and (>= r571_0 0) (< r571_0 8)) (and (>= r571_1 0) (< r571_1 16)) (and (>= r571_byte 0) (< r571_byte 4)) (= byte (+ ?x328 r571_byte)))))
(assert
 (let ((?x376 (+ 0 (* 4 (+ 0 (+ (* w572_0 16) (* w572_1 1)))))))
 (and (and (>= w572_0 0) (< w572_0 8)) (and (>= w572_1 0) (< w572_1 16)) (and (>= w572_byte 0) (< w572_byte 4)) (= byte (+ ?x376 w572_byte)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x328 (+ 0 (* 4 (+ 0 (+ (* r571_0 16) (* r571_1 1)))))))
 (= carried0 (+ ?x328 held_byte0))))
(assert
 (let ((?x91 (+ 0 (* 4 (+ 0 (+ (* s573_0 16) (* s573_1 1)))))))
 (and (and (>= s573_0 0) (< s573_0 8)) (and (>= s573_1 0) (< s573_1 16)) (and (>= s573_byte 0) (< s573_byte 4)) (= carried0 (+ ?x91 s573_byte)))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (let ((?x91 (+ 0 (* 4 (+ 0 (+ (* s573_0 16) (* s573_1 1)))))))
 (= carried1 (+ ?x91 held_byte1))))
(assert
 (let ((?x297 (+ 0 (* 4 (+ 0 (+ (* s574_0 16) (* s574_1 1)))))))
(and (and (>= s574_0 0) (< s574_0 8)) (and (>= s574_1 0) (< s574_1 16)) (and (>= s574_byte 0) (< s574_byte 4)) (= carried1 (+ ?x297 s574_byte)))))
(check-sat)
