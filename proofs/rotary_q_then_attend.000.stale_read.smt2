; program rotary_q_then_attend, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r354_byte () Int)
(declare-fun r354_1 () Int)
(declare-fun r354_0 () Int)
(declare-fun byte () Int)
(declare-fun w355_byte () Int)
(declare-fun w355_1 () Int)
(declare-fun w355_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s356_byte () Int)
(declare-fun s356_1 () Int)
(declare-fun s356_0 () Int)
(assert
 (let ((?x148 (+ 0 (* 4 (+ 0 (+ (* r354_0 24) (* r354_1 1)))))))
 (and (and (>= r354_0 0) (< r354_0 8)) (and (>= r354_1 0) (< r354_1 24)) (and (>= r354_byte 0) (< r354_byte 4)) (= byte (+ ?x148 r354_byte)))))
(assert
 (let ((?x468 (+ 0 (* 4 (+ 0 (+ (* w355_0 24) (* w355_1 1)))))))
 (and (and (>= w355_0 0) (< w355_0 8)) (and (>= w355_1 0) (< w355_1 8)) (and (>= w355_byte 0) (< w355_byte 4)) (= byte (+ ?x468 w355_byte)))))
(assert
 (let (($x110 (= (mod (mod (- (div (- byte 0) 4) 0) 24) 1) 0)))
 (let (($x514 (< (div (mod (- (div (- byte 0) 4) 0) 24) 1) 8)))
 (let (($x194 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 24) 8) $x514 $x110)))
 (or (or false) (not $x194))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x148 (+ 0 (* 4 (+ 0 (+ (* r354_0 24) (* r354_1 1)))))))
 (= carried0 (+ ?x148 held_byte0))))
(assert
 (let ((?x467 (+ 0 (* 4 (+ 0 (+ (* s356_0 24) (* s356_1 1)))))))
(and (and (>= s356_0 0) (< s356_0 8)) (and (>= s356_1 0) (< s356_1 8)) (and (>= s356_byte 0) (< s356_byte 4)) (= carried0 (+ ?x467 s356_byte)))))
(check-sat)
