; program softmax_two_heads, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r529_byte () Int)
(declare-fun r529_1 () Int)
(declare-fun r529_0 () Int)
(declare-fun byte () Int)
(declare-fun w530_byte () Int)
(declare-fun w530_1 () Int)
(declare-fun w530_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s531_byte () Int)
(declare-fun s531_1 () Int)
(declare-fun s531_0 () Int)
(assert
 (let ((?x465 (+ 0 (* 4 (+ 0 (+ (* r529_0 32) (* r529_1 1)))))))
 (and (and (>= r529_0 0) (< r529_0 8)) (and (>= r529_1 0) (< r529_1 32)) (and (>= r529_byte 0) (< r529_byte 4)) (= byte (+ ?x465 r529_byte)))))
(assert
 (let ((?x545 (+ 0 (* 4 (+ 0 (+ (* w530_0 32) (* w530_1 1)))))))
 (and (and (>= w530_0 0) (< w530_0 8)) (and (>= w530_1 0) (< w530_1 16)) (and (>= w530_byte 0) (< w530_byte 4)) (= byte (+ ?x545 w530_byte)))))
(assert
 (let (($x634 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
 (let (($x260 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 16)))
 (let (($x379 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 8) $x260 $x634)))
 (or (or false) (not $x379))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x465 (+ 0 (* 4 (+ 0 (+ (* r529_0 32) (* r529_1 1)))))))
 (= carried0 (+ ?x465 held_byte0))))
(assert
 (let ((?x272 (+ 0 (* 4 (+ 16 (+ (* s531_0 32) (* s531_1 1)))))))
(and (and (>= s531_0 0) (< s531_0 8)) (and (>= s531_1 0) (< s531_1 16)) (and (>= s531_byte 0) (< s531_byte 4)) (= carried0 (+ ?x272 s531_byte)))))
(check-sat)
