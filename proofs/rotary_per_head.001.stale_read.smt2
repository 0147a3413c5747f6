; program rotary_per_head, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1, carried then sizes=(8, 16) strides=(16, 1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r430_byte () Int)
(declare-fun r430_1 () Int)
(declare-fun r430_0 () Int)
(declare-fun byte () Int)
(declare-fun w431_byte () Int)
(declare-fun w431_1 () Int)
(declare-fun w431_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s432_byte () Int)
(declare-fun s432_1 () Int)
(declare-fun s432_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s433_byte () Int)
(declare-fun s433_1 () Int)
(declare-fun s433_0 () Int)
(assert
 (let ((?x374 (+ 0 (* 4 (+ 0 (+ (* r430_0 16) (* r430_1 1)))))))
 (and (and (>= r430_0 0) (< r430_0 8)) (and (>= r430_1 0) (< r430_1 16)) (and (>= r430_byte 0) (< r430_byte 4)) (= byte (+ ?x374 r430_byte)))))
(assert
 (let ((?x499 (+ 0 (* 4 (+ 0 (+ (* w431_0 16) (* w431_1 1)))))))
 (and (and (>= w431_0 0) (< w431_0 8)) (and (>= w431_1 0) (< w431_1 8)) (and (>= w431_byte 0) (< w431_byte 4)) (= byte (+ ?x499 w431_byte)))))
(assert
 (let (($x598 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
 (let (($x104 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 8)))
 (let (($x468 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 8) $x104 $x598)))
 (let (($x516 (or false)))
 (or $x516 (not $x468)))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x374 (+ 0 (* 4 (+ 0 (+ (* r430_0 16) (* r430_1 1)))))))
 (= carried0 (+ ?x374 held_byte0))))
(assert
 (let ((?x336 (+ 0 (* 4 (+ 0 (+ (* s432_0 16) (* s432_1 1)))))))
 (and (and (>= s432_0 0) (< s432_0 8)) (and (>= s432_1 0) (< s432_1 16)) (and (>= s432_byte 0) (< s432_byte 4)) (= carried0 (+ ?x336 s432_byte)))))
(assert
 (let (($x333 (= (mod (mod (- (div (- carried0 0) 4) 8) 16) 1) 0)))
 (let (($x344 (< (div (mod (- (div (- carried0 0) 4) 8) 16) 1) 8)))
 (let (($x320 (and (>= (- (div (- carried0 0) 4) 8) 0) (< (div (- (div (- carried0 0) 4) 8) 16) 8) $x344 $x333)))
 (let (($x516 (or false)))
 (or $x516 (not $x320)))))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (let ((?x336 (+ 0 (* 4 (+ 0 (+ (* s432_0 16) (* s432_1 1)))))))
 (= carried1 (+ ?x336 held_byte1))))
(assert
 (let ((?x53 (+ 0 (* 4 (+ 0 (+ (* s433_0 16) (* s433_1 1)))))))
(and (and (>= s433_0 0) (< s433_0 8)) (and (>= s433_1 0) (< s433_1 16)) (and (>= s433_byte 0) (< s433_byte 4)) (= carried1 (+ ?x53 s433_byte)))))
(check-sat)
