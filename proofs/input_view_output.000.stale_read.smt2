; program input_view_output, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (select_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=select)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r106_byte () Int)
(declare-fun r106_1 () Int)
(declare-fun r106_0 () Int)
(declare-fun byte () Int)
(declare-fun w107_byte () Int)
(declare-fun w107_0 () Int)
(assert
 (let ((?x195 (+ 0 (* 4 (+ 0 (+ (* r106_0 8) (* r106_1 1)))))))
 (and (and (>= r106_0 0) (< r106_0 4)) (and (>= r106_1 0) (< r106_1 8)) (and (>= r106_byte 0) (< r106_byte 4)) (= byte (+ ?x195 r106_byte)))))
(assert
 (let (($x65 (= byte (+ (+ 0 (* 4 (+ 0 (* w107_0 1)))) w107_byte))))
 (and (and (>= w107_0 0) (< w107_0 8)) (and (>= w107_byte 0) (< w107_byte 4)) $x65)))
(assert
 (let (($x175 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 8) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x175))))
(check-sat)
