; program input_view_output, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (select_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=select)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r78_byte () Int)
(declare-fun r78_1 () Int)
(declare-fun r78_0 () Int)
(declare-fun byte () Int)
(declare-fun w79_byte () Int)
(declare-fun w79_0 () Int)
(assert
 (let ((?x192 (+ 0 (* 4 (+ 0 (+ (* r78_0 8) (* r78_1 1)))))))
 (and (and (>= r78_0 0) (< r78_0 4)) (and (>= r78_1 0) (< r78_1 8)) (and (>= r78_byte 0) (< r78_byte 4)) (= byte (+ ?x192 r78_byte)))))
(assert
 (let (($x280 (= byte (+ (+ 0 (* 4 (+ 0 (* w79_0 1)))) w79_byte))))
 (and (and (>= w79_0 0) (< w79_0 8)) (and (>= w79_byte 0) (< w79_byte 4)) $x280)))
(assert
 (let (($x134 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 8) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x134))))
(check-sat)
