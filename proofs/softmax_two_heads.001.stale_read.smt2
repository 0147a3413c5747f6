; program softmax_two_heads, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1, carried then sizes=(8, 32) strides=(32, 1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r584_byte () Int)
(declare-fun r584_1 () Int)
(declare-fun r584_0 () Int)
(declare-fun byte () Int)
(declare-fun w585_byte () Int)
(declare-fun w585_1 () Int)
(declare-fun w585_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s586_byte () Int)
(declare-fun s586_1 () Int)
(declare-fun s586_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s587_byte () Int)
(declare-fun s587_1 () Int)
(declare-fun s587_0 () Int)
(assert
 (let ((?x443 (+ 0 (* 4 (+ 0 (+ (* r584_0 32) (* r584_1 1)))))))
 (and (and (>= r584_0 0) (< r584_0 8)) (and (>= r584_1 0) (< r584_1 32)) (and (>= r584_byte 0) (< r584_byte 4)) (= byte (+ ?x443 r584_byte)))))
(assert
 (let ((?x54 (+ 0 (* 4 (+ 0 (+ (* w585_0 32) (* w585_1 1)))))))
 (and (and (>= w585_0 0) (< w585_0 8)) (and (>= w585_1 0) (< w585_1 16)) (and (>= w585_byte 0) (< w585_byte 4)) (= byte (+ ?x54 w585_byte)))))
(assert
 (let (($x43 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
 (let (($x637 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 16)))
 (let (($x350 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 8) $x637 $x43)))
 (let (($x518 (or false)))
 (or $x518 (not $x350)))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x443 (+ 0 (* 4 (+ 0 (+ (* r584_0 32) (* r584_1 1)))))))
 (= carried0 (+ ?x443 held_byte0))))
(assert
 (let ((?x400 (+ 0 (* 4 (+ 0 (+ (* s586_0 32) (* s586_1 1)))))))
 (and (and (>= s586_0 0) (< s586_0 8)) (and (>= s586_1 0) (< s586_1 32)) (and (>= s586_byte 0) (< s586_byte 4)) (= carried0 (+ ?x400 s586_byte)))))
(assert
 (let (($x290 (= (mod (mod (- (div (- carried0 0) 4) 16) 32) 1) 0)))
 (let (($x545 (< (div (mod (- (div (- carried0 0) 4) 16) 32) 1) 16)))
 (let (($x409 (and (>= (- (div (- carried0 0) 4) 16) 0) (< (div (- (div (- carried0 0) 4) 16) 32) 8) $x545 $x290)))
 (let (($x518 (or false)))
 (or $x518 (not $x409)))))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (let ((?x400 (+ 0 (* 4 (+ 0 (+ (* s586_0 32) (* s586_1 1)))))))
 (= carried1 (+ ?x400 held_byte1))))
(assert
 (let ((?x508 (+ 0 (* 4 (+ 0 (+ (* s587_0 32) (* s587_1 1)))))))
(and (and (>= s587_0 0) (< s587_0 8)) (and (>= s587_1 0) (< s587_1 32)) (and (>= s587_byte 0) (< s587_byte 4)) (= carried1 (+ ?x508 s587_byte)))))
(check-sat)
