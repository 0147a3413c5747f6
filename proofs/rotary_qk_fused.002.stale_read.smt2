; program rotary_qk_fused, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1, carried then sizes=(8, 24) strides=(24, 1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r339_byte () Int)
(declare-fun r339_1 () Int)
(declare-fun r339_0 () Int)
(declare-fun byte () Int)
(declare-fun w340_byte () Int)
(declare-fun w340_1 () Int)
(declare-fun w340_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s341_byte () Int)
(declare-fun s341_1 () Int)
(declare-fun s341_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s342_byte () Int)
(declare-fun s342_1 () Int)
(declare-fun s342_0 () Int)
(assert
 (let ((?x391 (+ 0 (* 4 (+ 0 (+ (* r339_0 24) (* r339_1 1)))))))
 (and (and (>= r339_0 0) (< r339_0 8)) (and (>= r339_1 0) (< r339_1 24)) (and (>= r339_byte 0) (< r339_byte 4)) (= byte (+ ?x391 r339_byte)))))
(assert
 (let ((?x507 (+ 0 (* 4 (+ 0 (+ (* w340_0 24) (* w340_1 1)))))))
 (and (and (>= w340_0 0) (< w340_0 8)) (and (>= w340_1 0) (< w340_1 8)) (and (>= w340_byte 0) (< w340_byte 4)) (= byte (+ ?x507 w340_byte)))))
(assert
 (let (($x423 (= (mod (mod (- (div (- byte 0) 4) 0) 24) 1) 0)))
 (let (($x88 (< (div (mod (- (div (- byte 0) 4) 0) 24) 1) 8)))
 (let (($x333 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 24) 8) $x88 $x423)))
 (let (($x411 (or false)))
 (or $x411 (not $x333)))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x391 (+ 0 (* 4 (+ 0 (+ (* r339_0 24) (* r339_1 1)))))))
 (= carried0 (+ ?x391 held_byte0))))
(assert
 (let ((?x302 (+ 0 (* 4 (+ 0 (+ (* s341_0 24) (* s341_1 1)))))))
 (and (and (>= s341_0 0) (< s341_0 8)) (and (>= s341_1 0) (< s341_1 24)) (and (>= s341_byte 0) (< s341_byte 4)) (= carried0 (+ ?x302 s341_byte)))))
(assert
 (let (($x553 (= (mod (mod (- (div (- carried0 0) 4) 8) 24) 1) 0)))
 (let (($x454 (< (div (mod (- (div (- carried0 0) 4) 8) 24) 1) 8)))
 (let (($x509 (and (>= (- (div (- carried0 0) 4) 8) 0) (< (div (- (div (- carried0 0) 4) 8) 24) 8) $x454 $x553)))
 (let (($x411 (or false)))
 (or $x411 (not $x509)))))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (let ((?x302 (+ 0 (* 4 (+ 0 (+ (* s341_0 24) (* s341_1 1)))))))
 (= carried1 (+ ?x302 held_byte1))))
(assert
 (let ((?x345 (+ 0 (* 4 (+ 0 (+ (* s342_0 24) (* s342_1 1)))))))
(and (and (>= s342_0 0) (< s342_0 8)) (and (>= s342_1 0) (< s342_1 24)) (and (>= s342_byte 0) (< s342_byte 4)) (= carried1 (+ ?x345 s342_byte)))))
(check-sat)
