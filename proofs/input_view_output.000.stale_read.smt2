; program input_view_output, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (select_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=select)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r80_byte () Int)
(declare-fun r80_1 () Int)
(declare-fun r80_0 () Int)
(declare-fun byte () Int)
(declare-fun w81_byte () Int)
(declare-fun w81_0 () Int)
(assert
 (let ((?x83 (+ 0 (* 4 (+ 0 (+ (* r80_0 8) (* r80_1 1)))))))
 (and (and (>= r80_0 0) (< r80_0 4)) (and (>= r80_1 0) (< r80_1 8)) (and (>= r80_byte 0) (< r80_byte 4)) (= byte (+ ?x83 r80_byte)))))
(assert
 (let (($x280 (= byte (+ (+ 0 (* 4 (+ 0 (* w81_0 1)))) w81_byte))))
 (and (and (>= w81_0 0) (< w81_0 8)) (and (>= w81_byte 0) (< w81_byte 4)) $x280)))
(assert
 (let (($x188 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 8) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x188))))
(check-sat)
