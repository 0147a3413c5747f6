; program softmax_rows_half, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r601_byte () Int)
(declare-fun r601_1 () Int)
(declare-fun r601_0 () Int)
(declare-fun byte () Int)
(declare-fun w602_byte () Int)
(declare-fun w602_1 () Int)
(declare-fun w602_0 () Int)
(assert
 (let ((?x589 (+ 0 (* 4 (+ 0 (+ (* r601_0 16) (* r601_1 1)))))))
 (and (and (>= r601_0 0) (< r601_0 8)) (and (>= r601_1 0) (< r601_1 16)) (and (>= r601_byte 0) (< r601_byte 4)) (= byte (+ ?x589 r601_byte)))))
(assert
 (let ((?x557 (+ 0 (* 4 (+ 0 (+ (* w602_0 16) (* w602_1 1)))))))
 (and (and (>= w602_0 0) (< w602_0 4)) (and (>= w602_1 0) (< w602_1 16)) (and (>= w602_byte 0) (< w602_byte 4)) (= byte (+ ?x557 w602_byte)))))
(assert
 (let (($x636 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x266 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x520 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 8) $x266 $x636)))
(or (or false) (not $x520))))))
(check-sat)
