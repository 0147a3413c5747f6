; program softmax_two_heads, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r581_byte () Int)
(declare-fun r581_1 () Int)
(declare-fun r581_0 () Int)
(declare-fun byte () Int)
(declare-fun w582_byte () Int)
(declare-fun w582_1 () Int)
(declare-fun w582_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s583_byte () Int)
(declare-fun s583_1 () Int)
(declare-fun s583_0 () Int)
(assert
 (let ((?x462 (+ 0 (* 4 (+ 0 (+ (* r581_0 32) (* r581_1 1)))))))
 (and (and (>= r581_0 0) (< r581_0 8)) (and (>= r581_1 0) (< r581_1 32)) (and (>= r581_byte 0) (< r581_byte 4)) (= byte (+ ?x462 r581_byte)))))
(assert
 (let ((?x471 (+ 0 (* 4 (+ 0 (+ (* w582_0 32) (* w582_1 1)))))))
 (and (and (>= w582_0 0) (< w582_0 8)) (and (>= w582_1 0) (< w582_1 16)) (and (>= w582_byte 0) (< w582_byte 4)) (= byte (+ ?x471 w582_byte)))))
(assert
 (let (($x43 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
 (let (($x637 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 16)))
 (let (($x350 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 8) $x637 $x43)))
 (or (or false) (not $x350))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x462 (+ 0 (* 4 (+ 0 (+ (* r581_0 32) (* r581_1 1)))))))
 (= carried0 (+ ?x462 held_byte0))))
(assert
 (let ((?x297 (+ 0 (* 4 (+ 16 (+ (* s583_0 32) (* s583_1 1)))))))
(and (and (>= s583_0 0) (< s583_0 8)) (and (>= s583_1 0) (< s583_1 16)) (and (>= s583_byte 0) (< s583_byte 4)) (= carried0 (+ ?x297 s583_byte)))))
(check-sat)
