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
 (let ((?x156 (+ 0 (* 4 (+ 0 (+ (* r532_0 32) (* r532_1 1)))))))
 (and (and (>= r532_0 0) (< r532_0 8)) (and (>= r532_1 0) (< r532_1 32)) (and (>= r532_byte 0) (< r532_byte 4)) (= byte (+ ?x156 r532_byte)))))
(assert
 (let ((?x300 (+ 0 (* 4 (+ 0 (+ (* w533_0 32) (* w533_1 1)))))))
 (and (and (>= w533_0 0) (< w533_0 8)) (and (>= w533_1 0) (< w533_1 16)) (and (>= w533_byte 0) (< w533_byte 4)) (= byte (+ ?x300 w533_byte)))))
(assert
 (let (($x169 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
 (let (($x298 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 16)))
 (let (($x92 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 8) $x298 $x169)))
 (let (($x557 (or false)))
 (or $x557 (not $x92)))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x156 (+ 0 (* 4 (+ 0 (+ (* r532_0 32) (* r532_1 1)))))))
 (= carried0 (+ ?x156 held_byte0))))
(assert
 (let ((?x403 (+ 0 (* 4 (+ 0 (+ (* s534_0 32) (* s534_1 1)))))))
 (and (and (>= s534_0 0) (< s534_0 8)) (and (>= s534_1 0) (< s534_1 32)) (and (>= s534_byte 0) (< s534_byte 4)) (= carried0 (+ ?x403 s534_byte)))))
(assert
 (let (($x160 (= (mod (mod (- (div (- carried0 0) 4) 16) 32) 1) 0)))
 (let (($x96 (< (div (mod (- (div (- carried0 0) 4) 16) 32) 1) 16)))
 (let (($x412 (and (>= (- (div (- carried0 0) 4) 16) 0) (< (div (- (div (- carried0 0) 4) 16) 32) 8) $x96 $x160)))
 (let (($x557 (or false)))
 (or $x557 (not $x412)))))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (let ((?x403 (+ 0 (* 4 (+ 0 (+ (* s534_0 32) (* s534_1 1)))))))
 (= carried1 (+ ?x403 held_byte1))))
(assert
 (let ((?x310 (+ 0 (* 4 (+ 0 (+ (* s535_0 32) (* s535_1 1)))))))
(and (and (>= s535_0 0) (< s535_0 8)) (and (>= s535_1 0) (< s535_1 32)) (and (>= s535_byte 0) (< s535_byte 4)) (= carried1 (+ ?x310 s535_byte)))))
(check-sat)
