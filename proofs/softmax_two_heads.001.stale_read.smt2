; program softmax_two_heads, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1, carried then sizes=(8, 32) strides=(32, 1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r580_byte () Int)
(declare-fun r580_1 () Int)
(declare-fun r580_0 () Int)
(declare-fun byte () Int)
(declare-fun w581_byte () Int)
(declare-fun w581_1 () Int)
(declare-fun w581_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s582_byte () Int)
(declare-fun s582_1 () Int)
(declare-fun s582_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s583_byte () Int)
(declare-fun s583_1 () Int)
(declare-fun s583_0 () Int)
(assert
 (let ((?x399 (+ 0 (* 4 (+ 0 (+ (* r580_0 32) (* r580_1 1)))))))
 (and (and (>= r580_0 0) (< r580_0 8)) (and (>= r580_1 0) (< r580_1 32)) (and (>= r580_byte 0) (< r580_byte 4)) (= byte (+ ?x399 r580_byte)))))
(assert
 (let ((?x593 (+ 0 (* 4 (+ 0 (+ (* w581_0 32) (* w581_1 1)))))))
 (and (and (>= w581_0 0) (< w581_0 8)) (and (>= w581_1 0) (< w581_1 16)) (and (>= w581_byte 0) (< w581_byte 4)) (= byte (+ ?x593 w581_byte)))))
(assert
 (let (($x188 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
 (let (($x592 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 16)))
 (let (($x234 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 8) $x592 $x188)))
 (let (($x203 (or false)))
 (or $x203 (not $x234)))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x399 (+ 0 (* 4 (+ 0 (+ (* r580_0 32) (* r580_1 1)))))))
 (= carried0 (+ ?x399 held_byte0))))
(assert
 (let ((?x580 (+ 0 (* 4 (+ 0 (+ (* s582_0 32) (* s582_1 1)))))))
 (and (and (>= s582_0 0) (< s582_0 8)) (and (>= s582_1 0) (< s582_1 32)) (and (>= s582_byte 0) (< s582_byte 4)) (= carried0 (+ ?x580 s582_byte)))))
(assert
 (let (($x646 (= (mod (mod (- (div (- carried0 0) 4) 16) 32) 1) 0)))
 (let (($x585 (< (div (mod (- (div (- carried0 0) 4) 16) 32) 1) 16)))
 (let (($x447 (and (>= (- (div (- carried0 0) 4) 16) 0) (< (div (- (div (- carried0 0) 4) 16) 32) 8) $x585 $x646)))
 (let (($x203 (or false)))
 (or $x203 (not $x447)))))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (let ((?x580 (+ 0 (* 4 (+ 0 (+ (* s582_0 32) (* s582_1 1)))))))
 (= carried1 (+ ?x580 held_byte1))))
(assert
 (let ((?x348 (+ 0 (* 4 (+ 0 (+ (* s583_0 32) (* s583_1 1)))))))
(and (and (>= s583_0 0) (< s583_0 8)) (and (>= s583_1 0) (< s583_1 32)) (and (>= s583_byte 0) (< s583_byte 4)) (= carried1 (+ ?x348 s583_byte)))))
(check-sat)
