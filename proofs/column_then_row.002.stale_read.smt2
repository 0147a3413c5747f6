; program column_then_row, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r101_byte () Int)
(declare-fun r101_1 () Int)
(declare-fun r101_0 () Int)
(declare-fun byte () Int)
(declare-fun w102_byte () Int)
(declare-fun w102_1 () Int)
(declare-fun w102_0 () Int)
(assert
 (let ((?x99 (+ 0 (* 4 (+ 0 (+ (* r101_0 8) (* r101_1 1)))))))
 (and (and (>= r101_0 0) (< r101_0 4)) (and (>= r101_1 0) (< r101_1 8)) (and (>= r101_byte 0) (< r101_byte 4)) (= byte (+ ?x99 r101_byte)))))
(assert
 (let ((?x269 (+ 0 (* 4 (+ 0 (+ (* w102_0 8) (* w102_1 1)))))))
 (and (and (>= w102_0 0) (< w102_0 4)) (and (>= w102_1 0) (< w102_1 4)) (and (>= w102_byte 0) (< w102_byte 4)) (= byte (+ ?x269 w102_byte)))))
(assert
 (let (($x244 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x343 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x378 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 4) $x343 $x244)))
(or (or false) (not $x378))))))
(check-sat)
