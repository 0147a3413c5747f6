; program merge_into_prefix, triton_kernel_wrapper_functional_proxy.prefix_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy prefix_ptr=slice_2, carried then sizes=(8, 16) strides=(16, 1) offset=0 itemsize=4)
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
 (let ((?x62 (+ 0 (* 4 (+ 0 (+ (* r339_0 16) (* r339_1 1)))))))
 (and (and (>= r339_0 0) (< r339_0 8)) (and (>= r339_1 0) (< r339_1 16)) (and (>= r339_byte 0) (< r339_byte 4)) (= byte (+ ?x62 r339_byte)))))
(assert
 (let ((?x280 (+ 0 (* 4 (+ 32 (+ (* w340_0 16) (* w340_1 1)))))))
 (and (and (>= w340_0 0) (< w340_0 4)) (and (>= w340_1 0) (< w340_1 16)) (and (>= w340_byte 0) (< w340_byte 4)) (= byte (+ ?x280 w340_byte)))))
(assert
 (let (($x115 (= (mod (mod (- (div (- byte 0) 4) 32) 16) 1) 0)))
 (let (($x455 (< (div (mod (- (div (- byte 0) 4) 32) 16) 1) 16)))
 (let (($x390 (and (>= (- (div (- byte 0) 4) 32) 0) (< (div (- (div (- byte 0) 4) 32) 16) 4) $x455 $x115)))
 (let (($x370 (or false)))
 (or $x370 (not $x390)))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x62 (+ 0 (* 4 (+ 0 (+ (* r339_0 16) (* r339_1 1)))))))
 (= carried0 (+ ?x62 held_byte0))))
(assert
 (let ((?x483 (+ 0 (* 4 (+ 0 (+ (* s341_0 16) (* s341_1 1)))))))
 (and (and (>= s341_0 0) (< s341_0 8)) (and (>= s341_1 0) (< s341_1 16)) (and (>= s341_byte 0) (< s341_byte 4)) (= carried0 (+ ?x483 s341_byte)))))
(assert
 (let (($x463 (= (mod (mod (- (div (- carried0 0) 4) 32) 16) 1) 0)))
 (let (($x405 (< (div (mod (- (div (- carried0 0) 4) 32) 16) 1) 16)))
 (let (($x542 (and (>= (- (div (- carried0 0) 4) 32) 0) (< (div (- (div (- carried0 0) 4) 32) 16) 4) $x405 $x463)))
 (let (($x370 (or false)))
 (or $x370 (not $x542)))))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (let ((?x483 (+ 0 (* 4 (+ 0 (+ (* s341_0 16) (* s341_1 1)))))))
 (= carried1 (+ ?x483 held_byte1))))
(assert
 (let ((?x496 (+ 0 (* 4 (+ 0 (+ (* s342_0 16) (* s342_1 1)))))))
(and (and (>= s342_0 0) (< s342_0 8)) (and (>= s342_1 0) (< s342_1 16)) (and (>= s342_byte 0) (< s342_byte 4)) (= carried1 (+ ?x496 s342_byte)))))
(check-sat)
