; program softmax_rows_half, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r598_byte () Int)
(declare-fun r598_1 () Int)
(declare-fun r598_0 () Int)
(declare-fun byte () Int)
(declare-fun w599_byte () Int)
(declare-fun w599_1 () Int)
(declare-fun w599_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s600_byte () Int)
(declare-fun s600_1 () Int)
(declare-fun s600_0 () Int)
(assert
 (let ((?x631 (+ 0 (* 4 (+ 0 (+ (* r598_0 16) (* r598_1 1)))))))
 (and (and (>= r598_0 0) (< r598_0 8)) (and (>= r598_1 0) (< r598_1 16)) (and (>= r598_byte 0) (< r598_byte 4)) (= byte (+ ?x631 r598_byte)))))
(assert
 (let ((?x319 (+ 0 (* 4 (+ 0 (+ (* w599_0 16) (* w599_1 1)))))))
 (and (and (>= w599_0 0) (< w599_0 4)) (and (>= w599_1 0) (< w599_1 16)) (and (>= w599_byte 0) (< w599_byte 4)) (= byte (+ ?x319 w599_byte)))))
(assert
 (let (($x636 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
 (let (($x266 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
 (let (($x370 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x266 $x636)))
 (or (or false) (not $x370))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x631 (+ 0 (* 4 (+ 0 (+ (* r598_0 16) (* r598_1 1)))))))
 (= carried0 (+ ?x631 held_byte0))))
(assert
 (let ((?x471 (+ 0 (* 4 (+ 0 (+ (* s600_0 16) (* s600_1 1)))))))
(and (and (>= s600_0 0) (< s600_0 8)) (and (>= s600_1 0) (< s600_1 16)) (and (>= s600_byte 0) (< s600_byte 4)) (= carried0 (+ ?x471 s600_byte)))))
(check-sat)
