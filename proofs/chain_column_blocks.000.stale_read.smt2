; program chain_column_blocks, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r886_byte () Int)
(declare-fun r886_1 () Int)
(declare-fun r886_0 () Int)
(declare-fun byte () Int)
(declare-fun w887_byte () Int)
(declare-fun w887_1 () Int)
(declare-fun w887_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s888_byte () Int)
(declare-fun s888_1 () Int)
(declare-fun s888_0 () Int)
(assert
 (let ((?x715 (+ 0 (* 4 (+ 0 (+ (* r886_0 32) (* r886_1 1)))))))
 (and (and (>= r886_0 0) (< r886_0 8)) (and (>= r886_1 0) (< r886_1 32)) (and (>= r886_byte 0) (< r886_byte 4)) (= byte (+ ?x715 r886_byte)))))
(assert
 (let ((?x344 (+ 0 (* 4 (+ 0 (+ (* w887_0 32) (* w887_1 1)))))))
 (and (and (>= w887_0 0) (< w887_0 8)) (and (>= w887_1 0) (< w887_1 8)) (and (>= w887_byte 0) (< w887_byte 4)) (= byte (+ ?x344 w887_byte)))))
(assert
 (let (($x567 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
 (let (($x104 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 8)))
 (let (($x685 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 8) $x104 $x567)))
 (or (or false) (not $x685))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x715 (+ 0 (* 4 (+ 0 (+ (* r886_0 32) (* r886_1 1)))))))
 (= carried0 (+ ?x715 held_byte0))))
(assert
 (let ((?x585 (+ 0 (* 4 (+ 8 (+ (* s888_0 32) (* s888_1 1)))))))
(and (and (>= s888_0 0) (< s888_0 8)) (and (>= s888_1 0) (< s888_1 8)) (and (>= s888_byte 0) (< s888_byte 4)) (= carried0 (+ ?x585 s888_byte)))))
(check-sat)
