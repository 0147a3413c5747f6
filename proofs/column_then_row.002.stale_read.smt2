; program column_then_row, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r103_byte () Int)
(declare-fun r103_1 () Int)
(declare-fun r103_0 () Int)
(declare-fun byte () Int)
(declare-fun w104_byte () Int)
(declare-fun w104_1 () Int)
(declare-fun w104_0 () Int)
(assert
 (let ((?x246 (+ 0 (* 4 (+ 0 (+ (* r103_0 8) (* r103_1 1)))))))
 (and (and (>= r103_0 0) (< r103_0 4)) (and (>= r103_1 0) (< r103_1 8)) (and (>= r103_byte 0) (< r103_byte 4)) (= byte (+ ?x246 r103_byte)))))
(assert
 (let ((?x152 (+ 0 (* 4 (+ 0 (+ (* w104_0 8) (* w104_1 1)))))))
 (and (and (>= w104_0 0) (< w104_0 4)) (and (>= w104_1 0) (< w104_1 4)) (and (>= w104_byte 0) (< w104_byte 4)) (= byte (+ ?x152 w104_byte)))))
(assert
 (let (($x208 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x316 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x279 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 4) $x316 $x208)))
(or (or false) (not $x279))))))
(check-sat)
