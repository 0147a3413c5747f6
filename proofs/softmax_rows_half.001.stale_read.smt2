; program softmax_rows_half, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r602_byte () Int)
(declare-fun r602_1 () Int)
(declare-fun r602_0 () Int)
(declare-fun byte () Int)
(declare-fun w603_byte () Int)
(declare-fun w603_1 () Int)
(declare-fun w603_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s604_byte () Int)
(declare-fun s604_1 () Int)
(declare-fun s604_0 () Int)
(assert
 (let ((?x166 (+ 0 (* 4 (+ 0 (+ (* r602_0 16) (* r602_1 1)))))))
 (and (and (>= r602_0 0) (< r602_0 8)) (and (>= r602_1 0) (< r602_1 16)) (and (>= r602_byte 0) (< r602_byte 4)) (= byte (+ ?x166 r602_byte)))))
(assert
 (let ((?x322 (+ 0 (* 4 (+ 0 (+ (* w603_0 16) (* w603_1 1)))))))
 (and (and (>= w603_0 0) (< w603_0 4)) (and (>= w603_1 0) (< w603_1 16)) (and (>= w603_byte 0) (< w603_byte 4)) (= byte (+ ?x322 w603_byte)))))
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
 (let ((?x166 (+ 0 (* 4 (+ 0 (+ (* r602_0 16) (* r602_1 1)))))))
 (= carried0 (+ ?x166 held_byte0))))
(assert
 (let ((?x553 (+ 0 (* 4 (+ 0 (+ (* s604_0 16) (* s604_1 1)))))))
(and (and (>= s604_0 0) (< s604_0 8)) (and (>= s604_1 0) (< s604_1 16)) (and (>= s604_byte 0) (< s604_byte 4)) (= carried0 (+ ?x553 s604_byte)))))
(check-sat)
