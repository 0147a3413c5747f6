; program rotary_per_head, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (slice_scatter_1 reads slice_scatter vs triton_kernel_wrapper_functional_proxy_1 x_ptr=slice_4, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r434_byte () Int)
(declare-fun r434_1 () Int)
(declare-fun r434_0 () Int)
(declare-fun byte () Int)
(declare-fun w435_byte () Int)
(declare-fun w435_1 () Int)
(declare-fun w435_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s436_byte () Int)
(declare-fun s436_1 () Int)
(declare-fun s436_0 () Int)
(assert
 (let ((?x583 (+ 0 (* 4 (+ 0 (+ (* r434_0 16) (* r434_1 1)))))))
 (and (and (>= r434_0 0) (< r434_0 8)) (and (>= r434_1 0) (< r434_1 16)) (and (>= r434_byte 0) (< r434_byte 4)) (= byte (+ ?x583 r434_byte)))))
(assert
 (let ((?x429 (+ 0 (* 4 (+ 8 (+ (* w435_0 16) (* w435_1 1)))))))
 (and (and (>= w435_0 0) (< w435_0 8)) (and (>= w435_1 0) (< w435_1 8)) (and (>= w435_byte 0) (< w435_byte 4)) (= byte (+ ?x429 w435_byte)))))
(assert
 (let (($x127 (= (mod (mod (- (div (- byte 0) 4) 8) 16) 1) 0)))
 (let (($x341 (< (div (mod (- (div (- byte 0) 4) 8) 16) 1) 8)))
 (let (($x309 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 16) 8) $x341 $x127)))
 (or (or false) (not $x309))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x583 (+ 0 (* 4 (+ 0 (+ (* r434_0 16) (* r434_1 1)))))))
 (= carried0 (+ ?x583 held_byte0))))
(assert
 (let ((?x93 (+ 0 (* 4 (+ 0 (+ (* s436_0 16) (* s436_1 1)))))))
(and (and (>= s436_0 0) (< s436_0 8)) (and (>= s436_1 0) (< s436_1 16)) (and (>= s436_byte 0) (< s436_byte 4)) (= carried0 (+ ?x93 s436_byte)))))
(check-sat)
