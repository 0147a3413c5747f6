; program rotary_keep_unrotated_copy, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (mul reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1, carried)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r329_byte () Int)
(declare-fun r329_1 () Int)
(declare-fun r329_0 () Int)
(declare-fun byte () Int)
(declare-fun w330_byte () Int)
(declare-fun w330_1 () Int)
(declare-fun w330_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s331_byte () Int)
(declare-fun s331_1 () Int)
(declare-fun s331_0 () Int)
(assert
 (let ((?x1665 (+ 0 (* 4 (+ 0 (+ (* r329_0 8) (* r329_1 1)))))))
 (and (and (>= r329_0 0) (< r329_0 8)) (and (>= r329_1 0) (< r329_1 8)) (and (>= r329_byte 0) (< r329_byte 4)) (= byte (+ ?x1665 r329_byte)))))
(assert
 (let ((?x319 (+ 0 (* 4 (+ 0 (+ (* w330_0 8) (* w330_1 1)))))))
 (and (and (>= w330_0 0) (< w330_0 8)) (and (>= w330_1 0) (< w330_1 8)) (and (>= w330_byte 0) (< w330_byte 4)) (= byte (+ ?x319 w330_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x1665 (+ 0 (* 4 (+ 0 (+ (* r329_0 8) (* r329_1 1)))))))
 (= observed (+ ?x1665 held_byte))))
(assert
 (let ((?x940 (+ 0 (* 4 (+ 0 (+ (* s331_0 8) (* s331_1 1)))))))
(and (and (>= s331_0 0) (< s331_0 8)) (and (>= s331_1 0) (< s331_1 8)) (and (>= s331_byte 0) (< s331_byte 4)) (= observed (+ ?x940 s331_byte)))))
(check-sat)
