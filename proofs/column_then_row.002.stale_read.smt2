; program column_then_row, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (select_scatter reads slice_scatter vs triton_kernel_wrapper_functional_proxy_1 x_ptr=select_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r82_byte () Int)
(declare-fun r82_1 () Int)
(declare-fun r82_0 () Int)
(declare-fun byte () Int)
(declare-fun w83_byte () Int)
(declare-fun w83_0 () Int)
(assert
 (let ((?x161 (+ 0 (* 4 (+ 0 (+ (* r82_0 8) (* r82_1 1)))))))
 (and (and (>= r82_0 0) (< r82_0 4)) (and (>= r82_1 0) (< r82_1 8)) (and (>= r82_byte 0) (< r82_byte 4)) (= byte (+ ?x161 r82_byte)))))
(assert
 (let (($x22 (= byte (+ (+ 0 (* 4 (+ 8 (* w83_0 1)))) w83_byte))))
 (and (and (>= w83_0 0) (< w83_0 8)) (and (>= w83_byte 0) (< w83_byte 4)) $x22)))
(assert
 (let (($x165 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 1) 8) (= (mod (- (div (- byte 0) 4) 8) 1) 0))))
(or (or false) (not $x165))))
(check-sat)
