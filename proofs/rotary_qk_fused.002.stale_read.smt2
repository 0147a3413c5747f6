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
 (let ((?x238 (+ 0 (* 4 (+ 0 (+ (* r339_0 24) (* r339_1 1)))))))
 (and (and (>= r339_0 0) (< r339_0 8)) (and (>= r339_1 0) (< r339_1 24)) (and (>= r339_byte 0) (< r339_byte 4)) (= byte (+ ?x238 r339_byte)))))
(assert
 (let ((?x414 (+ 0 (* 4 (+ 0 (+ (* w340_0 24) (* w340_1 1)))))))
 (and (and (>= w340_0 0) (< w340_0 8)) (and (>= w340_1 0) (< w340_1 8)) (and (>= w340_byte 0) (< w340_byte 4)) (= byte (+ ?x414 w340_byte)))))
(assert
 (let (($x247 (= (mod (mod (- (div (- byte 0) 4) 0) 24) 1) 0)))
 (let (($x455 (< (div (mod (- (div (- byte 0) 4) 0) 24) 1) 8)))
 (let (($x555 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 24) 8) $x455 $x247)))
 (let (($x167 (or false)))
 (or $x167 (not $x555)))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x238 (+ 0 (* 4 (+ 0 (+ (* r339_0 24) (* r339_1 1)))))))
 (= carried0 (+ ?x238 held_byte0))))
(assert
 (let ((?x249 (+ 0 (* 4 (+ 0 (+ (* s341_0 24) (* s341_1 1)))))))
 (and (and (>= s341_0 0) (< s341_0 8)) (and (>= s341_1 0) (< s341_1 24)) (and (>= s341_byte 0) (< s341_byte 4)) (= carried0 (+ ?x249 s341_byte)))))
(assert
 (let (($x229 (= (mod (mod (- (div (- carried0 0) 4) 8) 24) 1) 0)))
 (let (($x548 (< (div (mod (- (div (- carried0 0) 4) 8) 24) 1) 8)))
 (let (($x394 (and (>= (- (div (- carried0 0) 4) 8) 0) (< (div (- (div (- carried0 0) 4) 8) 24) 8) $x548 $x229)))
 (let (($x167 (or false)))
 (or $x167 (not $x394)))))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (let ((?x249 (+ 0 (* 4 (+ 0 (+ (* s341_0 24) (* s341_1 1)))))))
 (= carried1 (+ ?x249 held_byte1))))
(assert
 (let ((?x61 (+ 0 (* 4 (+ 0 (+ (* s342_0 24) (* s342_1 1)))))))
(and (and (>= s342_0 0) (< s342_0 8)) (and (>= s342_1 0) (< s342_1 24)) (and (>= s342_byte 0) (< s342_byte 4)) (= carried1 (+ ?x61 s342_byte)))))
(check-sat)
