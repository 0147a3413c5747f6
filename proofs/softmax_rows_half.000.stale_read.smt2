; program softmax_rows_half, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r288_byte () Int)
(declare-fun r288_1 () Int)
(declare-fun r288_0 () Int)
(declare-fun byte () Int)
(declare-fun w289_byte () Int)
(declare-fun w289_1 () Int)
(declare-fun w289_0 () Int)
(assert
 (let ((?x73 (+ 0 (* 4 (+ 0 (+ (* r288_0 16) (* r288_1 1)))))))
 (and (and (>= r288_0 0) (< r288_0 8)) (and (>= r288_1 0) (< r288_1 16)) (and (>= r288_byte 0) (< r288_byte 4)) (= byte (+ ?x73 r288_byte)))))
(assert
 (let ((?x45 (+ 0 (* 4 (+ 0 (+ (* w289_0 16) (* w289_1 1)))))))
 (and (and (>= w289_0 0) (< w289_0 4)) (and (>= w289_1 0) (< w289_1 16)) (and (>= w289_byte 0) (< w289_byte 4)) (= byte (+ ?x45 w289_byte)))))
(assert
 (let (($x269 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x312 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x344 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x312 $x269)))
(or (or false) (not $x344))))))
(check-sat)
