; program column_then_row, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1)
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
(declare-fun w81_1 () Int)
(declare-fun w81_0 () Int)
(assert
 (let ((?x110 (+ 0 (* 4 (+ 0 (+ (* r80_0 8) (* r80_1 1)))))))
 (and (and (>= r80_0 0) (< r80_0 4)) (and (>= r80_1 0) (< r80_1 8)) (and (>= r80_byte 0) (< r80_byte 4)) (= byte (+ ?x110 r80_byte)))))
(assert
 (let ((?x283 (+ 0 (* 4 (+ 0 (+ (* w81_0 8) (* w81_1 1)))))))
 (and (and (>= w81_0 0) (< w81_0 4)) (and (>= w81_1 0) (< w81_1 4)) (and (>= w81_byte 0) (< w81_byte 4)) (= byte (+ ?x283 w81_byte)))))
(assert
 (let (($x228 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x173 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x226 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 4) $x173 $x228)))
(or (or false) (not $x226))))))
(check-sat)
