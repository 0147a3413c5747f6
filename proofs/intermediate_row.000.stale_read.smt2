; program intermediate_row, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (select_scatter reads mul vs triton_kernel_wrapper_functional_proxy x_ptr=select)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r70_byte () Int)
(declare-fun r70_1 () Int)
(declare-fun r70_0 () Int)
(declare-fun byte () Int)
(declare-fun w71_byte () Int)
(declare-fun w71_0 () Int)
(assert
 (let ((?x277 (+ 0 (* 4 (+ 0 (+ (* r70_0 8) (* r70_1 1)))))))
 (and (and (>= r70_0 0) (< r70_0 4)) (and (>= r70_1 0) (< r70_1 8)) (and (>= r70_byte 0) (< r70_byte 4)) (= byte (+ ?x277 r70_byte)))))
(assert
 (let (($x256 (= byte (+ (+ 0 (* 4 (+ 8 (* w71_0 1)))) w71_byte))))
 (and (and (>= w71_0 0) (< w71_0 8)) (and (>= w71_byte 0) (< w71_byte 4)) $x256)))
(assert
 (let (($x238 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 1) 8) (= (mod (- (div (- byte 0) 4) 8) 1) 0))))
(or (or false) (not $x238))))
(check-sat)
