; program chain_column_blocks, triton_kernel_wrapper_functional_proxy_3.x_ptr: stale read (slice_scatter_3 reads slice_scatter_2 vs triton_kernel_wrapper_functional_proxy_3 x_ptr=slice_10, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r933_byte () Int)
(declare-fun r933_1 () Int)
(declare-fun r933_0 () Int)
(declare-fun byte () Int)
(declare-fun w934_byte () Int)
(declare-fun w934_1 () Int)
(declare-fun w934_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s935_byte () Int)
(declare-fun s935_1 () Int)
(declare-fun s935_0 () Int)
(assert
 (let ((?x462 (+ 0 (* 4 (+ 0 (+ (* r933_0 32) (* r933_1 1)))))))
 (and (and (>= r933_0 0) (< r933_0 8)) (and (>= r933_1 0) (< r933_1 32)) (and (>= r933_byte 0) (< r933_byte 4)) (= byte (+ ?x462 r933_byte)))))
(assert
 (let ((?x411 (+ 0 (* 4 (+ 24 (+ (* w934_0 32) (* w934_1 1)))))))
 (and (and (>= w934_0 0) (< w934_0 8)) (and (>= w934_1 0) (< w934_1 8)) (and (>= w934_byte 0) (< w934_byte 4)) (= byte (+ ?x411 w934_byte)))))
(assert
 (let (($x657 (= (mod (mod (- (div (- byte 0) 4) 24) 32) 1) 0)))
 (let (($x576 (< (div (mod (- (div (- byte 0) 4) 24) 32) 1) 8)))
 (let (($x145 (and (>= (- (div (- byte 0) 4) 24) 0) (< (div (- (div (- byte 0) 4) 24) 32) 8) $x576 $x657)))
 (or (or false) (not $x145))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x462 (+ 0 (* 4 (+ 0 (+ (* r933_0 32) (* r933_1 1)))))))
 (= carried0 (+ ?x462 held_byte0))))
(assert
 (let ((?x509 (+ 0 (* 4 (+ 0 (+ (* s935_0 32) (* s935_1 1)))))))
(and (and (>= s935_0 0) (< s935_0 8)) (and (>= s935_1 0) (< s935_1 32)) (and (>= s935_byte 0) (< s935_byte 4)) (= carried0 (+ ?x509 s935_byte)))))
(check-sat)
