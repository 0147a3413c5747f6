; program column_then_row, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1)
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
(declare-fun w79_1 () Int)
(declare-fun w79_0 () Int)
(assert
 (let ((?x78 (+ 0 (* 4 (+ 0 (+ (* r78_0 8) (* r78_1 1)))))))
 (and (and (>= r78_0 0) (< r78_0 4)) (and (>= r78_1 0) (< r78_1 8)) (and (>= r78_byte 0) (< r78_byte 4)) (= byte (+ ?x78 r78_byte)))))
(assert
 (let ((?x22 (+ 0 (* 4 (+ 0 (+ (* w79_0 8) (* w79_1 1)))))))
 (and (and (>= w79_0 0) (< w79_0 4)) (and (>= w79_1 0) (< w79_1 4)) (and (>= w79_byte 0) (< w79_byte 4)) (= byte (+ ?x22 w79_byte)))))
(assert
 (let (($x228 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x95 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 4)))
(let (($x56 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 4) $x95 $x228)))
(or (or false) (not $x56))))))
(check-sat)
