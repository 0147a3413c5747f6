; program chain_column_blocks, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1, carried then sizes=(8, 32) strides=(32, 1) offset=0 itemsize=4 then sizes=(8, 32) strides=(32, 1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r893_byte () Int)
(declare-fun r893_1 () Int)
(declare-fun r893_0 () Int)
(declare-fun byte () Int)
(declare-fun w894_byte () Int)
(declare-fun w894_1 () Int)
(declare-fun w894_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s895_byte () Int)
(declare-fun s895_1 () Int)
(declare-fun s895_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s896_byte () Int)
(declare-fun s896_1 () Int)
(declare-fun s896_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s897_byte () Int)
(declare-fun s897_1 () Int)
(declare-fun s897_0 () Int)
(assert
 (let ((?x219 (+ 0 (* 4 (+ 0 (+ (* r893_0 32) (* r893_1 1)))))))
 (and (and (>= r893_0 0) (< r893_0 8)) (and (>= r893_1 0) (< r893_1 32)) (and (>= r893_byte 0) (< r893_byte 4)) (= byte (+ ?x219 r893_byte)))))
(assert
 (let ((?x470 (+ 0 (* 4 (+ 0 (+ (* w894_0 32) (* w894_1 1)))))))
 (and (and (>= w894_0 0) (< w894_0 8)) (and (>= w894_1 0) (< w894_1 8)) (and (>= w894_byte 0) (< w894_byte 4)) (= byte (+ ?x470 w894_byte)))))
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
 (let ((?x219 (+ 0 (* 4 (+ 0 (+ (* r893_0 32) (* r893_1 1)))))))
 (= carried0 (+ ?x219 held_byte0))))
(assert
 (let ((?x527 (+ 0 (* 4 (+ 0 (+ (* s895_0 32) (* s895_1 1)))))))
 (and (and (>= s895_0 0) (< s895_0 8)) (and (>= s895_1 0) (< s895_1 32)) (and (>= s895_byte 0) (< s895_byte 4)) (= carried0 (+ ?x527 s895_byte)))))
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
 (let ((?x527 (+ 0 (* 4 (+ 0 (+ (* s895_0 32) (* s895_1 1)))))))
 (= carried1 (+ ?x527 held_byte1))))
(assert
 (let ((?x705 (+ 0 (* 4 (+ 0 (+ (* s896_0 32) (* s896_1 1)))))))
 (and (and (>= s896_0 0) (< s896_0 8)) (and (>= s896_1 0) (< s896_1 32)) (and (>= s896_byte 0) (< s896_byte 4)) (= carried1 (+ ?x705 s896_byte)))))
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
 (let ((?x705 (+ 0 (* 4 (+ 0 (+ (* s896_0 32) (* s896_1 1)))))))
 (= carried2 (+ ?x705 held_byte2))))
(assert
 (let ((?x558 (+ 0 (* 4 (+ 24 (+ (* s897_0 32) (* s897_1 1)))))))
(and (and (>= s897_0 0) (< s897_0 8)) (and (>= s897_1 0) (< s897_1 8)) (and (>= s897_byte 0) (< s897_byte 4)) (= carried2 (+ ?x558 s897_byte)))))
(check-sat)
