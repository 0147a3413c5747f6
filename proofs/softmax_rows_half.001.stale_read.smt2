; program softmax_rows_half, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r292_byte () Int)
(declare-fun r292_1 () Int)
(declare-fun r292_0 () Int)
(declare-fun byte () Int)
(declare-fun w293_byte () Int)
(declare-fun w293_1 () Int)
(declare-fun w293_0 () Int)
(assert
 (let ((?x183 (+ 0 (* 4 (+ 0 (+ (* r292_0 16) (* r292_1 1)))))))
 (and (and (>= r292_0 0) (< r292_0 8)) (and (>= r292_1 0) (< r292_1 16)) (and (>= r292_byte 0) (< r292_byte 4)) (= byte (+ ?x183 r292_byte)))))
(assert
 (let ((?x34 (+ 0 (* 4 (+ 0 (+ (* w293_0 16) (* w293_1 1)))))))
 (and (and (>= w293_0 0) (< w293_0 4)) (and (>= w293_1 0) (< w293_1 16)) (and (>= w293_byte 0) (< w293_byte 4)) (= byte (+ ?x34 w293_byte)))))
(assert
 (let (($x73 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x54 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x313 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 8) $x54 $x73)))
(or (or false) (not $x313))))))
(check-sat)
