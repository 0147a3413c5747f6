; program returns_transpose_of_3d, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=view)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r244_byte () Int)
(declare-fun r244_2 () Int)
(declare-fun r244_1 () Int)
(declare-fun r244_0 () Int)
(declare-fun byte () Int)
(declare-fun w245_byte () Int)
(declare-fun w245_1 () Int)
(declare-fun w245_0 () Int)
(assert
 (let ((?x144 (+ 0 (+ (+ (* r244_0 16) (* r244_1 8)) (* r244_2 1)))))
 (and (and (>= r244_0 0) (< r244_0 2)) (and (>= r244_1 0) (< r244_1 2)) (and (>= r244_2 0) (< r244_2 8)) (and (>= r244_byte 0) (< r244_byte 4)) (= byte (+ (+ 0 (* 4 ?x144)) r244_byte)))))
(assert
 (let ((?x365 (+ 0 (* 4 (+ 0 (+ (* w245_0 8) (* w245_1 1)))))))
 (and (and (>= w245_0 0) (< w245_0 4)) (and (>= w245_1 0) (< w245_1 8)) (and (>= w245_byte 0) (< w245_byte 4)) (= byte (+ ?x365 w245_byte)))))
(assert
 (let ((?x245 (- (div (- byte 0) 4) 0)))
(let ((?x630 (mod ?x245 16)))
(let ((?x130 (mod ?x630 8)))
(let (($x861 (and (>= ?x245 0) (< (div ?x245 16) 2) (< (div ?x630 8) 2) (< (div ?x130 1) 8) (= (mod ?x130 1) 0))))
(or (or false) (not $x861)))))))
(check-sat)
