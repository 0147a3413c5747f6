; program chain_column_blocks, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1, carried then sizes=(8, 32) strides=(32, 1) offset=0 itemsize=4 then sizes=(8, 32) strides=(32, 1) offset=0 itemsize=4 then sizes=(8, 32) strides=(32, 1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r898_byte () Int)
(declare-fun r898_1 () Int)
(declare-fun r898_0 () Int)
(declare-fun byte () Int)
(declare-fun w899_byte () Int)
(declare-fun w899_1 () Int)
(declare-fun w899_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s900_byte () Int)
(declare-fun s900_1 () Int)
(declare-fun s900_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s901_byte () Int)
(declare-fun s901_1 () Int)
(declare-fun s901_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s902_byte () Int)
(declare-fun s902_1 () Int)
(declare-fun s902_0 () Int)
(declare-fun held_byte3 () Int)
(declare-fun carried3 () Int)
(declare-fun s903_byte () Int)
(declare-fun s903_1 () Int)
(declare-fun s903_0 () Int)
(assert
 (let ((?x416 (+ 0 (* 4 (+ 0 (+ (* r898_0 32) (* r898_1 1)))))))
 (and (and (>= r898_0 0) (< r898_0 8)) (and (>= r898_1 0) (< r898_1 32)) (and (>= r898_byte 0) (< r898_byte 4)) (= byte (+ ?x416 r898_byte)))))
(assert
 (let ((?x695 (+ 0 (* 4 (+ 0 (+ (* w899_0 32) (* w899_1 1)))))))
 (and (and (>= w899_0 0) (< w899_0 8)) (and (>= w899_1 0) (< w899_1 8)) (and (>= w899_byte 0) (< w899_byte 4)) (= byte (+ ?x695 w899_byte)))))
(assert
 (let (($x567 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
 (let (($x104 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 8)))
 (let (($x685 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 8) $x104 $x567)))
 (let (($x249 (or false)))
 (or $x249 (not $x685)))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x416 (+ 0 (* 4 (+ 0 (+ (* r898_0 32) (* r898_1 1)))))))
 (= carried0 (+ ?x416 held_byte0))))
(assert
 (let ((?x374 (+ 0 (* 4 (+ 0 (+ (* s900_0 32) (* s900_1 1)))))))
 (and (and (>= s900_0 0) (< s900_0 8)) (and (>= s900_1 0) (< s900_1 32)) (and (>= s900_byte 0) (< s900_byte 4)) (= carried0 (+ ?x374 s900_byte)))))
(assert
 (let (($x143 (= (mod (mod (- (div (- carried0 0) 4) 8) 32) 1) 0)))
 (let (($x720 (< (div (mod (- (div (- carried0 0) 4) 8) 32) 1) 8)))
 (let (($x332 (and (>= (- (div (- carried0 0) 4) 8) 0) (< (div (- (div (- carried0 0) 4) 8) 32) 8) $x720 $x143)))
 (let (($x249 (or false)))
 (or $x249 (not $x332)))))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (let ((?x374 (+ 0 (* 4 (+ 0 (+ (* s900_0 32) (* s900_1 1)))))))
 (= carried1 (+ ?x374 held_byte1))))
(assert
 (let ((?x457 (+ 0 (* 4 (+ 0 (+ (* s901_0 32) (* s901_1 1)))))))
 (and (and (>= s901_0 0) (< s901_0 8)) (and (>= s901_1 0) (< s901_1 32)) (and (>= s901_byte 0) (< s901_byte 4)) (= carried1 (+ ?x457 s901_byte)))))
(assert
 (let (($x391 (= (mod (mod (- (div (- carried1 0) 4) 16) 32) 1) 0)))
 (let (($x574 (< (div (mod (- (div (- carried1 0) 4) 16) 32) 1) 8)))
 (let (($x336 (and (>= (- (div (- carried1 0) 4) 16) 0) (< (div (- (div (- carried1 0) 4) 16) 32) 8) $x574 $x391)))
 (let (($x249 (or false)))
 (or $x249 (not $x336)))))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (let ((?x457 (+ 0 (* 4 (+ 0 (+ (* s901_0 32) (* s901_1 1)))))))
 (= carried2 (+ ?x457 held_byte2))))
(assert
 (let ((?x498 (+ 0 (* 4 (+ 0 (+ (* s902_0 32) (* s902_1 1)))))))
 (and (and (>= s902_0 0) (< s902_0 8)) (and (>= s902_1 0) (< s902_1 32)) (and (>= s902_byte 0) (< s902_byte 4)) (= carried2 (+ ?x498 s902_byte)))))
(assert
 (let (($x101 (= (mod (mod (- (div (- carried2 0) 4) 24) 32) 1) 0)))
 (let (($x655 (< (div (mod (- (div (- carried2 0) 4) 24) 32) 1) 8)))
 (let (($x678 (and (>= (- (div (- carried2 0) 4) 24) 0) (< (div (- (div (- carried2 0) 4) 24) 32) 8) $x655 $x101)))
 (let (($x249 (or false)))
 (or $x249 (not $x678)))))))
(assert
 (>= held_byte3 0))
(assert
 (< held_byte3 4))
(assert
 (let ((?x498 (+ 0 (* 4 (+ 0 (+ (* s902_0 32) (* s902_1 1)))))))
 (= carried3 (+ ?x498 held_byte3))))
(assert
 (let ((?x436 (+ 0 (* 4 (+ 0 (+ (* s903_0 32) (* s903_1 1)))))))
(and (and (>= s903_0 0) (< s903_0 8)) (and (>= s903_1 0) (< s903_1 32)) (and (>= s903_byte 0) (< s903_byte 4)) (= carried3 (+ ?x436 s903_byte)))))
(check-sat)
