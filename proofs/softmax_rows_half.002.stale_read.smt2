; program softmax_rows_half, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r553_byte () Int)
(declare-fun r553_1 () Int)
(declare-fun r553_0 () Int)
(declare-fun byte () Int)
(declare-fun w554_byte () Int)
(declare-fun w554_1 () Int)
(declare-fun w554_0 () Int)
(assert
 (let ((?x89 (+ 0 (* 4 (+ 0 (+ (* r553_0 16) (* r553_1 1)))))))
 (and (and (>= r553_0 0) (< r553_0 8)) (and (>= r553_1 0) (< r553_1 16)) (and (>= r553_byte 0) (< r553_byte 4)) (= byte (+ ?x89 r553_byte)))))
(assert
 (let ((?x260 (+ 0 (* 4 (+ 0 (+ (* w554_0 16) (* w554_1 1)))))))
 (and (and (>= w554_0 0) (< w554_0 4)) (and (>= w554_1 0) (< w554_1 16)) (and (>= w554_byte 0) (< w554_byte 4)) (= byte (+ ?x260 w554_byte)))))
(assert
 (let (($x559 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x514 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x396 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 8) $x514 $x559)))
(or (or false) (not $x396))))))
(check-sat)
