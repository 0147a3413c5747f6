; program chain_column_blocks, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1, carried then sizes=(8, 32) strides=(32, 1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r889_byte () Int)
(declare-fun r889_1 () Int)
(declare-fun r889_0 () Int)
(declare-fun byte () Int)
(declare-fun w890_byte () Int)
(declare-fun w890_1 () Int)
(declare-fun w890_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s891_byte () Int)
(declare-fun s891_1 () Int)
(declare-fun s891_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s892_byte () Int)
(declare-fun s892_1 () Int)
(declare-fun s892_0 () Int)
(assert
 (let ((?x209 (+ 0 (* 4 (+ 0 (+ (* r889_0 32) (* r889_1 1)))))))
 (and (and (>= r889_0 0) (< r889_0 8)) (and (>= r889_1 0) (< r889_1 32)) (and (>= r889_byte 0) (< r889_byte 4)) (= byte (+ ?x209 r889_byte)))))
(assert
 (let ((?x75 (+ 0 (* 4 (+ 0 (+ (* w890_0 32) (* w890_1 1)))))))
 (and (and (>= w890_0 0) (< w890_0 8)) (and (>= w890_1 0) (< w890_1 8)) (and (>= w890_byte 0) (< w890_byte 4)) (= byte (+ ?x75 w890_byte)))))
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
 (let ((?x209 (+ 0 (* 4 (+ 0 (+ (* r889_0 32) (* r889_1 1)))))))
 (= carried0 (+ ?x209 held_byte0))))
(assert
 (let ((?x552 (+ 0 (* 4 (+ 0 (+ (* s891_0 32) (* s891_1 1)))))))
 (and (and (>= s891_0 0) (< s891_0 8)) (and (>= s891_1 0) (< s891_1 32)) (and (>= s891_byte 0) (< s891_byte 4)) (= carried0 (+ ?x552 s891_byte)))))
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
 (let ((?x552 (+ 0 (* 4 (+ 0 (+ (* s891_0 32) (* s891_1 1)))))))
 (= carried1 (+ ?x552 held_byte1))))
(assert
 (let ((?x156 (+ 0 (* 4 (+ 16 (+ (* s892_0 32) (* s892_1 1)))))))
(and (and (>= s892_0 0) (< s892_0 8)) (and (>= s892_1 0) (< s892_1 8)) (and (>= s892_byte 0) (< s892_byte 4)) (= carried1 (+ ?x156 s892_byte)))))
(check-sat)
