; program intermediate_row, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (select_scatter reads mul vs triton_kernel_wrapper_functional_proxy x_ptr=select)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r88_byte () Int)
(declare-fun r88_1 () Int)
(declare-fun r88_0 () Int)
(declare-fun byte () Int)
(declare-fun w89_byte () Int)
(declare-fun w89_0 () Int)
(assert
 (let ((?x152 (+ 0 (* 4 (+ 0 (+ (* r88_0 8) (* r88_1 1)))))))
 (and (and (>= r88_0 0) (< r88_0 4)) (and (>= r88_1 0) (< r88_1 8)) (and (>= r88_byte 0) (< r88_byte 4)) (= byte (+ ?x152 r88_byte)))))
(assert
 (let (($x139 (= byte (+ (+ 0 (* 4 (+ 8 (* w89_0 1)))) w89_byte))))
 (and (and (>= w89_0 0) (< w89_0 8)) (and (>= w89_byte 0) (< w89_byte 4)) $x139)))
(assert
 (let (($x94 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 1) 8) (= (mod (- (div (- byte 0) 4) 8) 1) 0))))
(or (or false) (not $x94))))
(check-sat)
