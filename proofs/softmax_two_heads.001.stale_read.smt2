; program softmax_two_heads, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1, carried then sizes=(8, 32) strides=(32, 1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r532_byte () Int)
(declare-fun r532_1 () Int)
(declare-fun r532_0 () Int)
(declare-fun byte () Int)
(declare-fun w533_byte () Int)
(declare-fun w533_1 () Int)
(declare-fun w533_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s534_byte () Int)
(declare-fun s534_1 () Int)
(declare-fun s534_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s535_byte () Int)
(declare-fun s535_1 () Int)
(declare-fun s535_0 () Int)
(assert
 (let ((?x409 (+ 0 (* 4 (+ 0 (+ (* r532_0 32) (* r532_1 1)))))))
 (and (and (>= r532_0 0) (< r532_0 8)) (and (>= r532_1 0) (< r532_1 32)) (and (>= r532_byte 0) (< r532_byte 4)) (= byte (+ ?x409 r532_byte)))))
(assert
 (let ((?x268 (+ 0 (* 4 (+ 0 (+ (* w533_0 32) (* w533_1 1)))))))
 (and (and (>= w533_0 0) (< w533_0 8)) (and (>= w533_1 0) (< w533_1 16)) (and (>= w533_byte 0) (< w533_byte 4)) (= byte (+ ?x268 w533_byte)))))
(assert
 (let (($x634 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
 (let (($x260 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 16)))
 (let (($x379 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 8) $x260 $x634)))
 (let (($x246 (or false)))
 (or $x246 (not $x379)))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x409 (+ 0 (* 4 (+ 0 (+ (* r532_0 32) (* r532_1 1)))))))
 (= carried0 (+ ?x409 held_byte0))))
(assert
 (let ((?x279 (+ 0 (* 4 (+ 0 (+ (* s534_0 32) (* s534_1 1)))))))
 (and (and (>= s534_0 0) (< s534_0 8)) (and (>= s534_1 0) (< s534_1 32)) (and (>= s534_byte 0) (< s534_byte 4)) (= carried0 (+ ?x279 s534_byte)))))
(assert
 (let (($x46 (= (mod (mod (- (div (- carried0 0) 4) 16) 32) 1) 0)))
 (let (($x370 (< (div (mod (- (div (- carried0 0) 4) 16) 32) 1) 16)))
 (let (($x627 (and (>= (- (div (- carried0 0) 4) 16) 0) (< (div (- (div (- carried0 0) 4) 16) 32) 8) $x370 $x46)))
 (let (($x246 (or false)))
 (or $x246 (not $x627)))))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (let ((?x279 (+ 0 (* 4 (+ 0 (+ (* s534_0 32) (* s534_1 1)))))))
 (= carried1 (+ ?x279 held_byte1))))
(assert
 (let ((?x88 (+ 0 (* 4 (+ 0 (+ (* s535_0 32) (* s535_1 1)))))))
(and (and (>= s535_0 0) (< s535_0 8)) (and (>= s535_1 0) (< s535_1 32)) (and (>= s535_byte 0) (< s535_byte 4)) (= carried1 (+ ?x88 s535_byte)))))
(check-sat)
