; program chain_column_blocks, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (slice_scatter_1 reads slice_scatter vs triton_kernel_wrapper_functional_proxy_1 x_ptr=slice_4, carried then sizes=(8, 32) strides=(32, 1) offset=0 itemsize=4 then sizes=(8, 32) strides=(32, 1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r917_byte () Int)
(declare-fun r917_1 () Int)
(declare-fun r917_0 () Int)
(declare-fun byte () Int)
(declare-fun w918_byte () Int)
(declare-fun w918_1 () Int)
(declare-fun w918_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s919_byte () Int)
(declare-fun s919_1 () Int)
(declare-fun s919_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s920_byte () Int)
(declare-fun s920_1 () Int)
(declare-fun s920_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s921_byte () Int)
(declare-fun s921_1 () Int)
(declare-fun s921_0 () Int)
(assert
 (let ((?x246 (+ 0 (* 4 (+ 0 (+ (* r917_0 32) (* r917_1 1)))))))
 (and (and (>= r917_0 0) (< r917_0 8)) (and (>= r917_1 0) (< r917_1 32)) (and (>= r917_byte 0) (< r917_byte 4)) (= byte (+ ?x246 r917_byte)))))
(assert
 (let ((?x336 (+ 0 (* 4 (+ 8 (+ (* w918_0 32) (* w918_1 1)))))))
 (and (and (>= w918_0 0) (< w918_0 8)) (and (>= w918_1 0) (< w918_1 8)) (and (>= w918_byte 0) (< w918_byte 4)) (= byte (+ ?x336 w918_byte)))))
(assert
 (let (($x327 (= (mod (mod (- (div (- byte 0) 4) 8) 32) 1) 0)))
 (let (($x676 (< (div (mod (- (div (- byte 0) 4) 8) 32) 1) 8)))
 (let (($x450 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 32) 8) $x676 $x327)))
 (let (($x638 (or false)))
 (or $x638 (not $x450)))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x246 (+ 0 (* 4 (+ 0 (+ (* r917_0 32) (* r917_1 1)))))))
 (= carried0 (+ ?x246 held_byte0))))
(assert
 (let ((?x41 (+ 0 (* 4 (+ 0 (+ (* s919_0 32) (* s919_1 1)))))))
 (and (and (>= s919_0 0) (< s919_0 8)) (and (>= s919_1 0) (< s919_1 32)) (and (>= s919_byte 0) (< s919_byte 4)) (= carried0 (+ ?x41 s919_byte)))))
(assert
 (let (($x518 (= (mod (mod (- (div (- carried0 0) 4) 16) 32) 1) 0)))
 (let (($x393 (< (div (mod (- (div (- carried0 0) 4) 16) 32) 1) 8)))
 (let (($x695 (and (>= (- (div (- carried0 0) 4) 16) 0) (< (div (- (div (- carried0 0) 4) 16) 32) 8) $x393 $x518)))
 (let (($x638 (or false)))
 (or $x638 (not $x695)))))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (let ((?x41 (+ 0 (* 4 (+ 0 (+ (* s919_0 32) (* s919_1 1)))))))
 (= carried1 (+ ?x41 held_byte1))))
(assert
 (let ((?x292 (+ 0 (* 4 (+ 0 (+ (* s920_0 32) (* s920_1 1)))))))
 (and (and (>= s920_0 0) (< s920_0 8)) (and (>= s920_1 0) (< s920_1 32)) (and (>= s920_byte 0) (< s920_byte 4)) (= carried1 (+ ?x292 s920_byte)))))
(assert
 (let (($x577 (= (mod (mod (- (div (- carried1 0) 4) 24) 32) 1) 0)))
 (let (($x379 (< (div (mod (- (div (- carried1 0) 4) 24) 32) 1) 8)))
 (let (($x204 (and (>= (- (div (- carried1 0) 4) 24) 0) (< (div (- (div (- carried1 0) 4) 24) 32) 8) $x379 $x577)))
 (let (($x638 (or false)))
 (or $x638 (not $x204)))))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (let ((?x292 (+ 0 (* 4 (+ 0 (+ (* s920_0 32) (* s920_1 1)))))))
 (= carried2 (+ ?x292 held_byte2))))
(assert
 (let ((?x423 (+ 0 (* 4 (+ 0 (+ (* s921_0 32) (* s921_1 1)))))))
(and (and (>= s921_0 0) (< s921_0 8)) (and (>= s921_1 0) (< s921_1 32)) (and (>= s921_byte 0) (< s921_byte 4)) (= carried2 (+ ?x423 s921_byte)))))
(check-sat)
