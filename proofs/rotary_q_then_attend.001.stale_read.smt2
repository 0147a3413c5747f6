; program rotary_q_then_attend, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r357_byte () Int)
(declare-fun r357_1 () Int)
(declare-fun r357_0 () Int)
(declare-fun byte () Int)
(declare-fun w358_byte () Int)
(declare-fun w358_1 () Int)
(declare-fun w358_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s359_byte () Int)
(declare-fun s359_1 () Int)
(declare-fun s359_0 () Int)
(assert
 (let ((?x531 (+ 0 (* 4 (+ 0 (+ (* r357_0 24) (* r357_1 1)))))))
 (and (and (>= r357_0 0) (< r357_0 8)) (and (>= r357_1 0) (< r357_1 24)) (and (>= r357_byte 0) (< r357_byte 4)) (= byte (+ ?x531 r357_byte)))))
(assert
 (let ((?x333 (+ 0 (* 4 (+ 0 (+ (* w358_0 24) (* w358_1 1)))))))
 (and (and (>= w358_0 0) (< w358_0 8)) (and (>= w358_1 0) (< w358_1 8)) (and (>= w358_byte 0) (< w358_byte 4)) (= byte (+ ?x333 w358_byte)))))
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
 (let ((?x531 (+ 0 (* 4 (+ 0 (+ (* r357_0 24) (* r357_1 1)))))))
 (= carried0 (+ ?x531 held_byte0))))
(assert
 (let ((?x218 (+ 0 (* 4 (+ 8 (+ (* s359_0 1) (* s359_1 24)))))))
(and (and (>= s359_0 0) (< s359_0 8)) (and (>= s359_1 0) (< s359_1 8)) (and (>= s359_byte 0) (< s359_byte 4)) (= carried0 (+ ?x218 s359_byte)))))
(check-sat)
