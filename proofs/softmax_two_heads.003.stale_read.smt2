; program softmax_two_heads, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (slice_scatter_1 reads slice_scatter vs triton_kernel_wrapper_functional_proxy_1 x_ptr=slice_4, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r590_byte () Int)
(declare-fun r590_1 () Int)
(declare-fun r590_0 () Int)
(declare-fun byte () Int)
(declare-fun w591_byte () Int)
(declare-fun w591_1 () Int)
(declare-fun w591_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s592_byte () Int)
(declare-fun s592_1 () Int)
(declare-fun s592_0 () Int)
(assert
 (let ((?x421 (+ 0 (* 4 (+ 0 (+ (* r590_0 32) (* r590_1 1)))))))
 (and (and (>= r590_0 0) (< r590_0 8)) (and (>= r590_1 0) (< r590_1 32)) (and (>= r590_byte 0) (< r590_byte 4)) (= byte (+ ?x421 r590_byte)))))
(assert
 (let ((?x125 (+ 0 (* 4 (+ 16 (+ (* w591_0 32) (* w591_1 1)))))))
 (and (and (>= w591_0 0) (< w591_0 8)) (and (>= w591_1 0) (< w591_1 16)) (and (>= w591_byte 0) (< w591_byte 4)) (= byte (+ ?x125 w591_byte)))))
(assert
 (let (($x244 (= (mod (mod (- (div (- byte 0) 4) 16) 32) 1) 0)))
 (let (($x47 (< (div (mod (- (div (- byte 0) 4) 16) 32) 1) 16)))
 (let (($x496 (and (>= (- (div (- byte 0) 4) 16) 0) (< (div (- (div (- byte 0) 4) 16) 32) 8) $x47 $x244)))
 (or (or false) (not $x496))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x421 (+ 0 (* 4 (+ 0 (+ (* r590_0 32) (* r590_1 1)))))))
 (= carried0 (+ ?x421 held_byte0))))
(assert
 (let ((?x290 (+ 0 (* 4 (+ 0 (+ (* s592_0 32) (* s592_1 1)))))))
(and (and (>= s592_0 0) (< s592_0 8)) (and (>= s592_1 0) (< s592_1 32)) (and (>= s592_byte 0) (< s592_byte 4)) (= carried0 (+ ?x290 s592_byte)))))
(check-sat)
