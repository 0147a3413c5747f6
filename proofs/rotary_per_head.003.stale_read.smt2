; program rotary_per_head, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (slice_scatter_1 reads slice_scatter vs triton_kernel_wrapper_functional_proxy_1 x_ptr=slice_4, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r436_byte () Int)
(declare-fun r436_1 () Int)
(declare-fun r436_0 () Int)
(declare-fun byte () Int)
(declare-fun w437_byte () Int)
(declare-fun w437_1 () Int)
(declare-fun w437_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s438_byte () Int)
(declare-fun s438_1 () Int)
(declare-fun s438_0 () Int)
(assert
 (let ((?x374 (+ 0 (* 4 (+ 0 (+ (* r436_0 16) (* r436_1 1)))))))
 (and (and (>= r436_0 0) (< r436_0 8)) (and (>= r436_1 0) (< r436_1 16)) (and (>= r436_byte 0) (< r436_byte 4)) (= byte (+ ?x374 r436_byte)))))
(assert
 (let ((?x117 (+ 0 (* 4 (+ 8 (+ (* w437_0 16) (* w437_1 1)))))))
 (and (and (>= w437_0 0) (< w437_0 8)) (and (>= w437_1 0) (< w437_1 8)) (and (>= w437_byte 0) (< w437_byte 4)) (= byte (+ ?x117 w437_byte)))))
(assert
 (let (($x476 (= (mod (mod (- (div (- byte 0) 4) 8) 16) 1) 0)))
 (let (($x609 (< (div (mod (- (div (- byte 0) 4) 8) 16) 1) 8)))
 (let (($x411 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 16) 8) $x609 $x476)))
 (or (or false) (not $x411))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x374 (+ 0 (* 4 (+ 0 (+ (* r436_0 16) (* r436_1 1)))))))
 (= carried0 (+ ?x374 held_byte0))))
(assert
 (let ((?x496 (+ 0 (* 4 (+ 0 (+ (* s438_0 16) (* s438_1 1)))))))
(and (and (>= s438_0 0) (< s438_0 8)) (and (>= s438_1 0) (< s438_1 16)) (and (>= s438_byte 0) (< s438_byte 4)) (= carried0 (+ ?x496 s438_byte)))))
(check-sat)
