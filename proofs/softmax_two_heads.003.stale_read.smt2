; program softmax_two_heads, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (slice_scatter_1 reads slice_scatter vs triton_kernel_wrapper_functional_proxy_1 x_ptr=slice_4, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r538_byte () Int)
(declare-fun r538_1 () Int)
(declare-fun r538_0 () Int)
(declare-fun byte () Int)
(declare-fun w539_byte () Int)
(declare-fun w539_1 () Int)
(declare-fun w539_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s540_byte () Int)
(declare-fun s540_1 () Int)
(declare-fun s540_0 () Int)
(assert
 (let ((?x231 (+ 0 (* 4 (+ 0 (+ (* r538_0 32) (* r538_1 1)))))))
 (and (and (>= r538_0 0) (< r538_0 8)) (and (>= r538_1 0) (< r538_1 32)) (and (>= r538_byte 0) (< r538_byte 4)) (= byte (+ ?x231 r538_byte)))))
(assert
 (let ((?x563 (+ 0 (* 4 (+ 16 (+ (* w539_0 32) (* w539_1 1)))))))
 (and (and (>= w539_0 0) (< w539_0 8)) (and (>= w539_1 0) (< w539_1 16)) (and (>= w539_byte 0) (< w539_byte 4)) (= byte (+ ?x563 w539_byte)))))
(assert
 (let (($x196 (= (mod (mod (- (div (- byte 0) 4) 16) 32) 1) 0)))
 (let (($x562 (< (div (mod (- (div (- byte 0) 4) 16) 32) 1) 16)))
 (let (($x342 (and (>= (- (div (- byte 0) 4) 16) 0) (< (div (- (div (- byte 0) 4) 16) 32) 8) $x562 $x196)))
 (or (or false) (not $x342))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x231 (+ 0 (* 4 (+ 0 (+ (* r538_0 32) (* r538_1 1)))))))
 (= carried0 (+ ?x231 held_byte0))))
(assert
 (let ((?x46 (+ 0 (* 4 (+ 0 (+ (* s540_0 32) (* s540_1 1)))))))
(and (and (>= s540_0 0) (< s540_0 8)) (and (>= s540_1 0) (< s540_1 32)) (and (>= s540_byte 0) (< s540_byte 4)) (= carried0 (+ ?x46 s540_byte)))))
(check-sat)
