; program softmax_two_heads, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r577_byte () Int)
(declare-fun r577_1 () Int)
(declare-fun r577_0 () Int)
(declare-fun byte () Int)
(declare-fun w578_byte () Int)
(declare-fun w578_1 () Int)
(declare-fun w578_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s579_byte () Int)
(declare-fun s579_1 () Int)
(declare-fun s579_0 () Int)
(assert
 (let ((?x223 (+ 0 (* 4 (+ 0 (+ (* r577_0 32) (* r577_1 1)))))))
 (and (and (>= r577_0 0) (< r577_0 8)) (and (>= r577_1 0) (< r577_1 32)) (and (>= r577_byte 0) (< r577_byte 4)) (= byte (+ ?x223 r577_byte)))))
(assert
 (let ((?x561 (+ 0 (* 4 (+ 0 (+ (* w578_0 32) (* w578_1 1)))))))
 (and (and (>= w578_0 0) (< w578_0 8)) (and (>= w578_1 0) (< w578_1 16)) (and (>= w578_byte 0) (< w578_byte 4)) (= byte (+ ?x561 w578_byte)))))
(assert
 (let (($x188 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
 (let (($x592 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 16)))
 (let (($x234 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 8) $x592 $x188)))
 (or (or false) (not $x234))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x223 (+ 0 (* 4 (+ 0 (+ (* r577_0 32) (* r577_1 1)))))))
 (= carried0 (+ ?x223 held_byte0))))
(assert
 (let ((?x582 (+ 0 (* 4 (+ 16 (+ (* s579_0 32) (* s579_1 1)))))))
(and (and (>= s579_0 0) (< s579_0 8)) (and (>= s579_1 0) (< s579_1 16)) (and (>= s579_byte 0) (< s579_byte 4)) (= carried0 (+ ?x582 s579_byte)))))
(check-sat)
