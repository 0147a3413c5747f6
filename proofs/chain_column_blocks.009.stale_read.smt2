; program chain_column_blocks, triton_kernel_wrapper_functional_proxy_2.x_ptr: stale read (slice_scatter_2 reads slice_scatter_1 vs triton_kernel_wrapper_functional_proxy_2 x_ptr=slice_7, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r924_byte () Int)
(declare-fun r924_1 () Int)
(declare-fun r924_0 () Int)
(declare-fun byte () Int)
(declare-fun w925_byte () Int)
(declare-fun w925_1 () Int)
(declare-fun w925_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s926_byte () Int)
(declare-fun s926_1 () Int)
(declare-fun s926_0 () Int)
(assert
 (let ((?x156 (+ 0 (* 4 (+ 0 (+ (* r924_0 32) (* r924_1 1)))))))
 (and (and (>= r924_0 0) (< r924_0 8)) (and (>= r924_1 0) (< r924_1 32)) (and (>= r924_byte 0) (< r924_byte 4)) (= byte (+ ?x156 r924_byte)))))
(assert
 (let ((?x707 (+ 0 (* 4 (+ 16 (+ (* w925_0 32) (* w925_1 1)))))))
 (and (and (>= w925_0 0) (< w925_0 8)) (and (>= w925_1 0) (< w925_1 8)) (and (>= w925_byte 0) (< w925_byte 4)) (= byte (+ ?x707 w925_byte)))))
(assert
 (let (($x431 (= (mod (mod (- (div (- byte 0) 4) 16) 32) 1) 0)))
 (let (($x421 (< (div (mod (- (div (- byte 0) 4) 16) 32) 1) 8)))
 (let (($x696 (and (>= (- (div (- byte 0) 4) 16) 0) (< (div (- (div (- byte 0) 4) 16) 32) 8) $x421 $x431)))
 (or (or false) (not $x696))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x156 (+ 0 (* 4 (+ 0 (+ (* r924_0 32) (* r924_1 1)))))))
 (= carried0 (+ ?x156 held_byte0))))
(assert
 (let ((?x617 (+ 0 (* 4 (+ 24 (+ (* s926_0 32) (* s926_1 1)))))))
(and (and (>= s926_0 0) (< s926_0 8)) (and (>= s926_1 0) (< s926_1 8)) (and (>= s926_byte 0) (< s926_byte 4)) (= carried0 (+ ?x617 s926_byte)))))
(check-sat)
