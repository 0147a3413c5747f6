; program chain_column_blocks, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (slice_scatter_1 reads slice_scatter vs triton_kernel_wrapper_functional_proxy_1 x_ptr=slice_4, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r906_byte () Int)
(declare-fun r906_1 () Int)
(declare-fun r906_0 () Int)
(declare-fun byte () Int)
(declare-fun w907_byte () Int)
(declare-fun w907_1 () Int)
(declare-fun w907_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s908_byte () Int)
(declare-fun s908_1 () Int)
(declare-fun s908_0 () Int)
(assert
 (let ((?x92 (+ 0 (* 4 (+ 0 (+ (* r906_0 32) (* r906_1 1)))))))
 (and (and (>= r906_0 0) (< r906_0 8)) (and (>= r906_1 0) (< r906_1 32)) (and (>= r906_byte 0) (< r906_byte 4)) (= byte (+ ?x92 r906_byte)))))
(assert
 (let ((?x207 (+ 0 (* 4 (+ 8 (+ (* w907_0 32) (* w907_1 1)))))))
 (and (and (>= w907_0 0) (< w907_0 8)) (and (>= w907_1 0) (< w907_1 8)) (and (>= w907_byte 0) (< w907_byte 4)) (= byte (+ ?x207 w907_byte)))))
(assert
 (let (($x623 (= (mod (mod (- (div (- byte 0) 4) 8) 32) 1) 0)))
 (let (($x585 (< (div (mod (- (div (- byte 0) 4) 8) 32) 1) 8)))
 (let (($x712 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 32) 8) $x585 $x623)))
 (or (or false) (not $x712))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x92 (+ 0 (* 4 (+ 0 (+ (* r906_0 32) (* r906_1 1)))))))
 (= carried0 (+ ?x92 held_byte0))))
(assert
 (let ((?x269 (+ 0 (* 4 (+ 16 (+ (* s908_0 32) (* s908_1 1)))))))
(and (and (>= s908_0 0) (< s908_0 8)) (and (>= s908_1 0) (< s908_1 8)) (and (>= s908_byte 0) (< s908_byte 4)) (= carried0 (+ ?x269 s908_byte)))))
(check-sat)
