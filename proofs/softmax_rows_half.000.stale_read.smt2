; program softmax_rows_half, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r599_byte () Int)
(declare-fun r599_1 () Int)
(declare-fun r599_0 () Int)
(declare-fun byte () Int)
(declare-fun w600_byte () Int)
(declare-fun w600_1 () Int)
(declare-fun w600_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s601_byte () Int)
(declare-fun s601_1 () Int)
(declare-fun s601_0 () Int)
(assert
 (let ((?x329 (+ 0 (* 4 (+ 0 (+ (* r599_0 16) (* r599_1 1)))))))
 (and (and (>= r599_0 0) (< r599_0 8)) (and (>= r599_1 0) (< r599_1 16)) (and (>= r599_byte 0) (< r599_byte 4)) (= byte (+ ?x329 r599_byte)))))
(assert
 (let ((?x170 (+ 0 (* 4 (+ 0 (+ (* w600_0 16) (* w600_1 1)))))))
 (and (and (>= w600_0 0) (< w600_0 4)) (and (>= w600_1 0) (< w600_1 16)) (and (>= w600_byte 0) (< w600_byte 4)) (= byte (+ ?x170 w600_byte)))))
(assert
 (let (($x621 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
 (let (($x633 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
 (let (($x287 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x633 $x621)))
 (or (or false) (not $x287))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x329 (+ 0 (* 4 (+ 0 (+ (* r599_0 16) (* r599_1 1)))))))
 (= carried0 (+ ?x329 held_byte0))))
(assert
 (let ((?x611 (+ 0 (* 4 (+ 64 (+ (* s601_0 16) (* s601_1 1)))))))
(and (and (>= s601_0 0) (< s601_0 4)) (and (>= s601_1 0) (< s601_1 16)) (and (>= s601_byte 0) (< s601_byte 4)) (= carried0 (+ ?x611 s601_byte)))))
(check-sat)
