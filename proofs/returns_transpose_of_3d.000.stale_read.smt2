; program returns_transpose_of_3d, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=view)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r242_byte () Int)
(declare-fun r242_2 () Int)
(declare-fun r242_1 () Int)
(declare-fun r242_0 () Int)
(declare-fun byte () Int)
(declare-fun w243_byte () Int)
(declare-fun w243_1 () Int)
(declare-fun w243_0 () Int)
(assert
 (let ((?x838 (+ 0 (+ (+ (* r242_0 16) (* r242_1 8)) (* r242_2 1)))))
 (and (and (>= r242_0 0) (< r242_0 2)) (and (>= r242_1 0) (< r242_1 2)) (and (>= r242_2 0) (< r242_2 8)) (and (>= r242_byte 0) (< r242_byte 4)) (= byte (+ (+ 0 (* 4 ?x838)) r242_byte)))))
(assert
 (let ((?x851 (+ 0 (* 4 (+ 0 (+ (* w243_0 8) (* w243_1 1)))))))
 (and (and (>= w243_0 0) (< w243_0 4)) (and (>= w243_1 0) (< w243_1 8)) (and (>= w243_byte 0) (< w243_byte 4)) (= byte (+ ?x851 w243_byte)))))
(assert
 (let ((?x563 (- (div (- byte 0) 4) 0)))
(let ((?x946 (mod ?x563 16)))
(let ((?x1078 (mod ?x946 8)))
(let (($x615 (and (>= ?x563 0) (< (div ?x563 16) 2) (< (div ?x946 8) 2) (< (div ?x1078 1) 8) (= (mod ?x1078 1) 0))))
(or (or false) (not $x615)))))))
(check-sat)
