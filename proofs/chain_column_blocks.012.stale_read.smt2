; program chain_column_blocks, triton_kernel_wrapper_functional_proxy_3.x_ptr: stale read (slice_scatter_3 reads slice_scatter_2 vs triton_kernel_wrapper_functional_proxy_3 x_ptr=slice_10, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r881_byte () Int)
(declare-fun r881_1 () Int)
(declare-fun r881_0 () Int)
(declare-fun byte () Int)
(declare-fun w882_byte () Int)
(declare-fun w882_1 () Int)
(declare-fun w882_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s883_byte () Int)
(declare-fun s883_1 () Int)
(declare-fun s883_0 () Int)
(assert
 (let ((?x679 (+ 0 (* 4 (+ 0 (+ (* r881_0 32) (* r881_1 1)))))))
 (and (and (>= r881_0 0) (< r881_0 8)) (and (>= r881_1 0) (< r881_1 32)) (and (>= r881_byte 0) (< r881_byte 4)) (= byte (+ ?x679 r881_byte)))))
(assert
 (let ((?x266 (+ 0 (* 4 (+ 24 (+ (* w882_0 32) (* w882_1 1)))))))
 (and (and (>= w882_0 0) (< w882_0 8)) (and (>= w882_1 0) (< w882_1 8)) (and (>= w882_byte 0) (< w882_byte 4)) (= byte (+ ?x266 w882_byte)))))
(assert
 (let (($x151 (= (mod (mod (- (div (- byte 0) 4) 24) 32) 1) 0)))
 (let (($x411 (< (div (mod (- (div (- byte 0) 4) 24) 32) 1) 8)))
 (let (($x490 (and (>= (- (div (- byte 0) 4) 24) 0) (< (div (- (div (- byte 0) 4) 24) 32) 8) $x411 $x151)))
 (or (or false) (not $x490))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x679 (+ 0 (* 4 (+ 0 (+ (* r881_0 32) (* r881_1 1)))))))
 (= carried0 (+ ?x679 held_byte0))))
(assert
 (let ((?x589 (+ 0 (* 4 (+ 0 (+ (* s883_0 32) (* s883_1 1)))))))
(and (and (>= s883_0 0) (< s883_0 8)) (and (>= s883_1 0) (< s883_1 32)) (and (>= s883_byte 0) (< s883_byte 4)) (= carried0 (+ ?x589 s883_byte)))))
(check-sat)
