; program rotary_keep_unrotated_copy, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (mul reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1, carried then sizes=(8, 8) strides=(8, 1) offset=0 itemsize=4)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r419_byte () Int)
(declare-fun r419_1 () Int)
(declare-fun r419_0 () Int)
(declare-fun byte () Int)
(declare-fun w420_byte () Int)
(declare-fun w420_1 () Int)
(declare-fun w420_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s421_byte () Int)
(declare-fun s421_1 () Int)
(declare-fun s421_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s422_byte () Int)
(declare-fun s422_1 () Int)
(declare-fun s422_0 () Int)
(assert
 (let ((?x582 (+ 0 (* 4 (+ 0 (+ (* r419_0 8) (* r419_1 1)))))))
 (and (and (>= r419_0 0) (< r419_0 8)) (and (>= r419_1 0) (< r419_1 8)) (and (>= r419_byte 0) (< r419_byte 4)) (= byte (+ ?x582 r419_byte)))))
(assert
 (let ((?x418 (+ 0 (* 4 (+ 0 (+ (* w420_0 8) (* w420_1 1)))))))
 (and (and (>= w420_0 0) (< w420_0 8)) (and (>= w420_1 0) (< w420_1 8)) (and (>= w420_byte 0) (< w420_byte 4)) (= byte (+ ?x418 w420_byte)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x582 (+ 0 (* 4 (+ 0 (+ (* r419_0 8) (* r419_1 1)))))))
 (= carried0 (+ ?x582 held_byte0))))
(assert
 (let ((?x92 (+ 0 (* 4 (+ 0 (+ (* s421_0 8) (* s421_1 1)))))))
 (and (and (>= s421_0 0) (< s421_0 8)) (and (>= s421_1 0) (< s421_1 8)) (and (>= s421_byte 0) (< s421_byte 4)) (= carried0 (+ ?x92 s421_byte)))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (let ((?x92 (+ 0 (* 4 (+ 0 (+ (* s421_0 8) (* s421_1 1)))))))
 (= carried1 (+ ?x92 held_byte1))))
(assert
 (let ((?x53 (+ 0 (* 4 (+ 0 (+ (* s422_0 8) (* s422_1 1)))))))
(and (and (>= s422_0 0) (< s422_0 8)) (and (>= s422_1 0) (< s422_1 8)) (and (>= s422_byte 0) (< s422_byte 4)) (= carried1 (+ ?x53 s422_byte)))))
(check-sat)
