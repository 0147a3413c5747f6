; program chain_column_blocks, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (slice_scatter_1 reads slice_scatter vs triton_kernel_wrapper_functional_proxy_1 x_ptr=slice_4, carried then sizes=(8, 32) strides=(32, 1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r909_byte () Int)
(declare-fun r909_1 () Int)
(declare-fun r909_0 () Int)
(declare-fun byte () Int)
(declare-fun w910_byte () Int)
(declare-fun w910_1 () Int)
(declare-fun w910_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s911_byte () Int)
(declare-fun s911_1 () Int)
(declare-fun s911_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s912_byte () Int)
(declare-fun s912_1 () Int)
(declare-fun s912_0 () Int)
(assert
 (let ((?x641 (+ 0 (* 4 (+ 0 (+ (* r909_0 32) (* r909_1 1)))))))
 (and (and (>= r909_0 0) (< r909_0 8)) (and (>= r909_1 0) (< r909_1 32)) (and (>= r909_byte 0) (< r909_byte 4)) (= byte (+ ?x641 r909_byte)))))
(assert
 (let ((?x666 (+ 0 (* 4 (+ 8 (+ (* w910_0 32) (* w910_1 1)))))))
 (and (and (>= w910_0 0) (< w910_0 8)) (and (>= w910_1 0) (< w910_1 8)) (and (>= w910_byte 0) (< w910_byte 4)) (= byte (+ ?x666 w910_byte)))))
(assert
 (let (($x623 (= (mod (mod (- (div (- byte 0) 4) 8) 32) 1) 0)))
 (let (($x585 (< (div (mod (- (div (- byte 0) 4) 8) 32) 1) 8)))
 (let (($x712 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 32) 8) $x585 $x623)))
 (let (($x249 (or false)))
 (or $x249 (not $x712)))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x641 (+ 0 (* 4 (+ 0 (+ (* r909_0 32) (* r909_1 1)))))))
 (= carried0 (+ ?x641 held_byte0))))
(assert
 (let ((?x584 (+ 0 (* 4 (+ 0 (+ (* s911_0 32) (* s911_1 1)))))))
 (and (and (>= s911_0 0) (< s911_0 8)) (and (>= s911_1 0) (< s911_1 32)) (and (>= s911_byte 0) (< s911_byte 4)) (= carried0 (+ ?x584 s911_byte)))))
(assert
 (let (($x300 (= (mod (mod (- (div (- carried0 0) 4) 16) 32) 1) 0)))
 (let (($x209 (< (div (mod (- (div (- carried0 0) 4) 16) 32) 1) 8)))
 (let (($x632 (and (>= (- (div (- carried0 0) 4) 16) 0) (< (div (- (div (- carried0 0) 4) 16) 32) 8) $x209 $x300)))
 (let (($x249 (or false)))
 (or $x249 (not $x632)))))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (let ((?x584 (+ 0 (* 4 (+ 0 (+ (* s911_0 32) (* s911_1 1)))))))
 (= carried1 (+ ?x584 held_byte1))))
(assert
 (let ((?x494 (+ 0 (* 4 (+ 24 (+ (* s912_0 32) (* s912_1 1)))))))
(and (and (>= s912_0 0) (< s912_0 8)) (and (>= s912_1 0) (< s912_1 8)) (and (>= s912_byte 0) (< s912_byte 4)) (= carried1 (+ ?x494 s912_byte)))))
(check-sat)
