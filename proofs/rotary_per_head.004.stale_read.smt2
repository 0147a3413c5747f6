; program rotary_per_head, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy_1 x_ptr=slice_4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r439_byte () Int)
(declare-fun r439_1 () Int)
(declare-fun r439_0 () Int)
(declare-fun byte () Int)
(declare-fun w440_byte () Int)
(declare-fun w440_1 () Int)
(declare-fun w440_0 () Int)
(assert
 (let ((?x455 (+ 0 (* 4 (+ 0 (+ (* r439_0 16) (* r439_1 1)))))))
 (and (and (>= r439_0 0) (< r439_0 8)) (and (>= r439_1 0) (< r439_1 16)) (and (>= r439_byte 0) (< r439_byte 4)) (= byte (+ ?x455 r439_byte)))))
(assert
 (let ((?x488 (+ 0 (* 4 (+ 8 (+ (* w440_0 16) (* w440_1 1)))))))
 (and (and (>= w440_0 0) (< w440_0 8)) (and (>= w440_1 0) (< w440_1 8)) (and (>= w440_byte 0) (< w440_byte 4)) (= byte (+ ?x488 w440_byte)))))
(assert
 (let (($x462 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x573 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x343 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 8) $x573 $x462)))
(or (or false) (not $x343))))))
(check-sat)
