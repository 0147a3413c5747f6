; program column_then_row, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (select_scatter reads slice_scatter vs triton_kernel_wrapper_functional_proxy_1 x_ptr=select_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r66_byte () Int)
(declare-fun r66_1 () Int)
(declare-fun r66_0 () Int)
(declare-fun byte () Int)
(declare-fun w67_byte () Int)
(declare-fun w67_0 () Int)
(assert
 (let ((?x229 (+ 0 (* 4 (+ 0 (+ (* r66_0 8) (* r66_1 1)))))))
 (and (and (>= r66_0 0) (< r66_0 4)) (and (>= r66_1 0) (< r66_1 8)) (and (>= r66_byte 0) (< r66_byte 4)) (= byte (+ ?x229 r66_byte)))))
(assert
 (let (($x139 (= byte (+ (+ 0 (* 4 (+ 8 (* w67_0 1)))) w67_byte))))
 (and (and (>= w67_0 0) (< w67_0 8)) (and (>= w67_byte 0) (< w67_byte 4)) $x139)))
(assert
 (let (($x202 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 1) 8) (= (mod (- (div (- byte 0) 4) 8) 1) 0))))
(or (or false) (not $x202))))
(check-sat)
