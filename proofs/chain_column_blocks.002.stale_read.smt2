; program chain_column_blocks, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1, carried then sizes=(8, 32) strides=(32, 1) offset=0 itemsize=4 then sizes=(8, 32) strides=(32, 1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r845_byte () Int)
(declare-fun r845_1 () Int)
(declare-fun r845_0 () Int)
(declare-fun byte () Int)
(declare-fun w846_byte () Int)
(declare-fun w846_1 () Int)
(declare-fun w846_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s847_byte () Int)
(declare-fun s847_1 () Int)
(declare-fun s847_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s848_byte () Int)
(declare-fun s848_1 () Int)
(declare-fun s848_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s849_byte () Int)
(declare-fun s849_1 () Int)
(declare-fun s849_0 () Int)
(assert
 (let ((?x64 (+ 0 (* 4 (+ 0 (+ (* r845_0 32) (* r845_1 1)))))))
 (and (and (>= r845_0 0) (< r845_0 8)) (and (>= r845_1 0) (< r845_1 32)) (and (>= r845_byte 0) (< r845_byte 4)) (= byte (+ ?x64 r845_byte)))))
(assert
 (let ((?x594 (+ 0 (* 4 (+ 0 (+ (* w846_0 32) (* w846_1 1)))))))
 (and (and (>= w846_0 0) (< w846_0 8)) (and (>= w846_1 0) (< w846_1 8)) (and (>= w846_byte 0) (< w846_byte 4)) (= byte (+ ?x594 w846_byte)))))
(assert
 (let (($x599 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
 (let (($x183 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 8)))
 (let (($x213 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 8) $x183 $x599)))
 (let (($x627 (or false)))
 (or $x627 (not $x213)))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x64 (+ 0 (* 4 (+ 0 (+ (* r845_0 32) (* r845_1 1)))))))
 (= carried0 (+ ?x64 held_byte0))))
(assert
 (let ((?x81 (+ 0 (* 4 (+ 0 (+ (* s847_0 32) (* s847_1 1)))))))
 (and (and (>= s847_0 0) (< s847_0 8)) (and (>= s847_1 0) (< s847_1 32)) (and (>= s847_byte 0) (< s847_byte 4)) (= carried0 (+ ?x81 s847_byte)))))
(assert
 (let (($x634 (= (mod (mod (- (div (- carried0 0) 4) 8) 32) 1) 0)))
 (let (($x383 (< (div (mod (- (div (- carried0 0) 4) 8) 32) 1) 8)))
 (let (($x428 (and (>= (- (div (- carried0 0) 4) 8) 0) (< (div (- (div (- carried0 0) 4) 8) 32) 8) $x383 $x634)))
 (let (($x627 (or false)))
 (or $x627 (not $x428)))))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (let ((?x81 (+ 0 (* 4 (+ 0 (+ (* s847_0 32) (* s847_1 1)))))))
 (= carried1 (+ ?x81 held_byte1))))
(assert
 (let ((?x258 (+ 0 (* 4 (+ 0 (+ (* s848_0 32) (* s848_1 1)))))))
 (and (and (>= s848_0 0) (< s848_0 8)) (and (>= s848_1 0) (< s848_1 32)) (and (>= s848_byte 0) (< s848_byte 4)) (= carried1 (+ ?x258 s848_byte)))))
(assert
 (let (($x600 (= (mod (mod (- (div (- carried1 0) 4) 16) 32) 1) 0)))
 (let (($x347 (< (div (mod (- (div (- carried1 0) 4) 16) 32) 1) 8)))
 (let (($x502 (and (>= (- (div (- carried1 0) 4) 16) 0) (< (div (- (div (- carried1 0) 4) 16) 32) 8) $x347 $x600)))
 (let (($x627 (or false)))
 (or $x627 (not $x502)))))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (let ((?x258 (+ 0 (* 4 (+ 0 (+ (* s848_0 32) (* s848_1 1)))))))
 (= carried2 (+ ?x258 held_byte2))))
(assert
 (let ((?x319 (+ 0 (* 4 (+ 24 (+ (* s849_0 32) (* s849_1 1)))))))
(and (and (>= s849_0 0) (< s849_0 8)) (and (>= s849_1 0) (< s849_1 8)) (and (>= s849_byte 0) (< s849_byte 4)) (= carried2 (+ ?x319 s849_byte)))))
(check-sat)
