; program softmax_rows_half, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r290_byte () Int)
(declare-fun r290_1 () Int)
(declare-fun r290_0 () Int)
(declare-fun byte () Int)
(declare-fun w291_byte () Int)
(declare-fun w291_1 () Int)
(declare-fun w291_0 () Int)
(assert
 (let ((?x324 (+ 0 (* 4 (+ 0 (+ (* r290_0 16) (* r290_1 1)))))))
 (and (and (>= r290_0 0) (< r290_0 8)) (and (>= r290_1 0) (< r290_1 16)) (and (>= r290_byte 0) (< r290_byte 4)) (= byte (+ ?x324 r290_byte)))))
(assert
 (let ((?x294 (+ 0 (* 4 (+ 0 (+ (* w291_0 16) (* w291_1 1)))))))
 (and (and (>= w291_0 0) (< w291_0 4)) (and (>= w291_1 0) (< w291_1 16)) (and (>= w291_byte 0) (< w291_byte 4)) (= byte (+ ?x294 w291_byte)))))
(assert
 (let (($x73 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x54 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x245 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x54 $x73)))
(or (or false) (not $x245))))))
(check-sat)
