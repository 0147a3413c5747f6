; program softmax_rows_half, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r356_byte () Int)
(declare-fun r356_1 () Int)
(declare-fun r356_0 () Int)
(declare-fun byte () Int)
(declare-fun w357_byte () Int)
(declare-fun w357_1 () Int)
(declare-fun w357_0 () Int)
(assert
 (let ((?x2679 (+ 0 (* 4 (+ 0 (+ (* r356_0 16) (* r356_1 1)))))))
 (and (and (>= r356_0 0) (< r356_0 8)) (and (>= r356_1 0) (< r356_1 16)) (and (>= r356_byte 0) (< r356_byte 4)) (= byte (+ ?x2679 r356_byte)))))
(assert
 (let ((?x975 (+ 0 (* 4 (+ 0 (+ (* w357_0 16) (* w357_1 1)))))))
 (and (and (>= w357_0 0) (< w357_0 4)) (and (>= w357_1 0) (< w357_1 16)) (and (>= w357_byte 0) (< w357_byte 4)) (= byte (+ ?x975 w357_byte)))))
(assert
 (let (($x287 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x626 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x165 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x626 $x287)))
(or (or false) (not $x165))))))
(check-sat)
