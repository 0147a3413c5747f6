; program chain_column_blocks, triton_kernel_wrapper_functional_proxy_3.x_ptr: stale read (slice_scatter_3 reads slice_scatter_2 vs triton_kernel_wrapper_functional_proxy_3 x_ptr=slice_10, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r929_byte () Int)
(declare-fun r929_1 () Int)
(declare-fun r929_0 () Int)
(declare-fun byte () Int)
(declare-fun w930_byte () Int)
(declare-fun w930_1 () Int)
(declare-fun w930_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s931_byte () Int)
(declare-fun s931_1 () Int)
(declare-fun s931_0 () Int)
(assert
 (let ((?x399 (+ 0 (* 4 (+ 0 (+ (* r929_0 32) (* r929_1 1)))))))
 (and (and (>= r929_0 0) (< r929_0 8)) (and (>= r929_1 0) (< r929_1 32)) (and (>= r929_byte 0) (< r929_byte 4)) (= byte (+ ?x399 r929_byte)))))
(assert
 (let ((?x477 (+ 0 (* 4 (+ 24 (+ (* w930_0 32) (* w930_1 1)))))))
 (and (and (>= w930_0 0) (< w930_0 8)) (and (>= w930_1 0) (< w930_1 8)) (and (>= w930_byte 0) (< w930_byte 4)) (= byte (+ ?x477 w930_byte)))))
(assert
 (let (($x336 (= (mod (mod (- (div (- byte 0) 4) 24) 32) 1) 0)))
 (let (($x504 (< (div (mod (- (div (- byte 0) 4) 24) 32) 1) 8)))
 (let (($x374 (and (>= (- (div (- byte 0) 4) 24) 0) (< (div (- (div (- byte 0) 4) 24) 32) 8) $x504 $x336)))
 (or (or false) (not $x374))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x399 (+ 0 (* 4 (+ 0 (+ (* r929_0 32) (* r929_1 1)))))))
 (= carried0 (+ ?x399 held_byte0))))
(assert
 (let ((?x656 (+ 0 (* 4 (+ 0 (+ (* s931_0 32) (* s931_1 1)))))))
(and (and (>= s931_0 0) (< s931_0 8)) (and (>= s931_1 0) (< s931_1 32)) (and (>= s931_byte 0) (< s931_byte 4)) (= carried0 (+ ?x656 s931_byte)))))
(check-sat)
