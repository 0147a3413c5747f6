; program rotary_q_then_attend, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r412_byte () Int)
(declare-fun r412_1 () Int)
(declare-fun r412_0 () Int)
(declare-fun byte () Int)
(declare-fun w413_byte () Int)
(declare-fun w413_1 () Int)
(declare-fun w413_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s414_byte () Int)
(declare-fun s414_1 () Int)
(declare-fun s414_0 () Int)
(assert
 (let ((?x473 (+ 0 (* 4 (+ 0 (+ (* r412_0 24) (* r412_1 1)))))))
 (and (and (>= r412_0 0) (< r412_0 8)) (and (>= r412_1 0) (< r412_1 24)) (and (>= r412_byte 0) (< r412_byte 4)) (= byte (+ ?x473 r412_byte)))))
(assert
 (let ((?x254 (+ 0 (* 4 (+ 0 (+ (* w413_0 24) (* w413_1 1)))))))
 (and (and (>= w413_0 0) (< w413_0 8)) (and (>= w413_1 0) (< w413_1 8)) (and (>= w413_byte 0) (< w413_byte 4)) (= byte (+ ?x254 w413_byte)))))
(assert
 (let (($x564 (= (mod (mod (- (div (- byte 0) 4) 0) 24) 1) 0)))
 (let (($x433 (< (div (mod (- (div (- byte 0) 4) 0) 24) 1) 8)))
 (let (($x187 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 24) 8) $x433 $x564)))
 (or (or false) (not $x187))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x473 (+ 0 (* 4 (+ 0 (+ (* r412_0 24) (* r412_1 1)))))))
 (= carried0 (+ ?x473 held_byte0))))
(assert
 (let ((?x624 (+ 0 (* 4 (+ 0 (+ (* s414_0 24) (* s414_1 1)))))))
(and (and (>= s414_0 0) (< s414_0 8)) (and (>= s414_1 0) (< s414_1 24)) (and (>= s414_byte 0) (< s414_byte 4)) (= carried0 (+ ?x624 s414_byte)))))
(check-sat)
