; program softmax_two_heads, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (slice_scatter_1 reads slice_scatter vs triton_kernel_wrapper_functional_proxy_1 x_ptr=slice_4, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r586_byte () Int)
(declare-fun r586_1 () Int)
(declare-fun r586_0 () Int)
(declare-fun byte () Int)
(declare-fun w587_byte () Int)
(declare-fun w587_1 () Int)
(declare-fun w587_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s588_byte () Int)
(declare-fun s588_1 () Int)
(declare-fun s588_0 () Int)
(assert
 (let ((?x399 (+ 0 (* 4 (+ 0 (+ (* r586_0 32) (* r586_1 1)))))))
 (and (and (>= r586_0 0) (< r586_0 8)) (and (>= r586_1 0) (< r586_1 32)) (and (>= r586_byte 0) (< r586_byte 4)) (= byte (+ ?x399 r586_byte)))))
(assert
 (let ((?x380 (+ 0 (* 4 (+ 16 (+ (* w587_0 32) (* w587_1 1)))))))
 (and (and (>= w587_0 0) (< w587_0 8)) (and (>= w587_1 0) (< w587_1 16)) (and (>= w587_byte 0) (< w587_byte 4)) (= byte (+ ?x380 w587_byte)))))
(assert
 (let (($x598 (= (mod (mod (- (div (- byte 0) 4) 16) 32) 1) 0)))
 (let (($x519 (< (div (mod (- (div (- byte 0) 4) 16) 32) 1) 16)))
 (let (($x201 (and (>= (- (div (- byte 0) 4) 16) 0) (< (div (- (div (- byte 0) 4) 16) 32) 8) $x519 $x598)))
 (or (or false) (not $x201))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x399 (+ 0 (* 4 (+ 0 (+ (* r586_0 32) (* r586_1 1)))))))
 (= carried0 (+ ?x399 held_byte0))))
(assert
 (let ((?x410 (+ 0 (* 4 (+ 0 (+ (* s588_0 32) (* s588_1 1)))))))
(and (and (>= s588_0 0) (< s588_0 8)) (and (>= s588_1 0) (< s588_1 32)) (and (>= s588_byte 0) (< s588_byte 4)) (= carried0 (+ ?x410 s588_byte)))))
(check-sat)
