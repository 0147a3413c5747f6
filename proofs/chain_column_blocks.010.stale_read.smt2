; program chain_column_blocks, triton_kernel_wrapper_functional_proxy_2.x_ptr: stale read (slice_scatter_2 reads slice_scatter_1 vs triton_kernel_wrapper_functional_proxy_2 x_ptr=slice_7, carried then sizes=(8, 32) strides=(32, 1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r923_byte () Int)
(declare-fun r923_1 () Int)
(declare-fun r923_0 () Int)
(declare-fun byte () Int)
(declare-fun w924_byte () Int)
(declare-fun w924_1 () Int)
(declare-fun w924_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s925_byte () Int)
(declare-fun s925_1 () Int)
(declare-fun s925_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s926_byte () Int)
(declare-fun s926_1 () Int)
(declare-fun s926_0 () Int)
(assert
 (let ((?x301 (+ 0 (* 4 (+ 0 (+ (* r923_0 32) (* r923_1 1)))))))
 (and (and (>= r923_0 0) (< r923_0 8)) (and (>= r923_1 0) (< r923_1 32)) (and (>= r923_byte 0) (< r923_byte 4)) (= byte (+ ?x301 r923_byte)))))
(assert
 (let ((?x121 (+ 0 (* 4 (+ 16 (+ (* w924_0 32) (* w924_1 1)))))))
 (and (and (>= w924_0 0) (< w924_0 8)) (and (>= w924_1 0) (< w924_1 8)) (and (>= w924_byte 0) (< w924_byte 4)) (= byte (+ ?x121 w924_byte)))))
(assert
 (let (($x116 (= (mod (mod (- (div (- byte 0) 4) 16) 32) 1) 0)))
 (let (($x365 (< (div (mod (- (div (- byte 0) 4) 16) 32) 1) 8)))
 (let (($x60 (and (>= (- (div (- byte 0) 4) 16) 0) (< (div (- (div (- byte 0) 4) 16) 32) 8) $x365 $x116)))
 (let (($x249 (or false)))
 (or $x249 (not $x60)))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x301 (+ 0 (* 4 (+ 0 (+ (* r923_0 32) (* r923_1 1)))))))
 (= carried0 (+ ?x301 held_byte0))))
(assert
 (let ((?x615 (+ 0 (* 4 (+ 0 (+ (* s925_0 32) (* s925_1 1)))))))
 (and (and (>= s925_0 0) (< s925_0 8)) (and (>= s925_1 0) (< s925_1 32)) (and (>= s925_byte 0) (< s925_byte 4)) (= carried0 (+ ?x615 s925_byte)))))
(assert
 (let (($x646 (= (mod (mod (- (div (- carried0 0) 4) 24) 32) 1) 0)))
 (let (($x465 (< (div (mod (- (div (- carried0 0) 4) 24) 32) 1) 8)))
 (let (($x440 (and (>= (- (div (- carried0 0) 4) 24) 0) (< (div (- (div (- carried0 0) 4) 24) 32) 8) $x465 $x646)))
 (let (($x249 (or false)))
 (or $x249 (not $x440)))))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (let ((?x615 (+ 0 (* 4 (+ 0 (+ (* s925_0 32) (* s925_1 1)))))))
 (= carried1 (+ ?x615 held_byte1))))
(assert
 (let ((?x380 (+ 0 (* 4 (+ 0 (+ (* s926_0 32) (* s926_1 1)))))))
(and (and (>= s926_0 0) (< s926_0 8)) (and (>= s926_1 0) (< s926_1 32)) (and (>= s926_byte 0) (< s926_byte 4)) (= carried1 (+ ?x380 s926_byte)))))
(check-sat)
