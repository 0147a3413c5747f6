; program swiglu_bwd_into_halves, triton_kernel_wrapper_functional_proxy.b_ptr: stale read (slice_scatter reads getitem vs triton_kernel_wrapper_functional_proxy b_ptr=slice_2, carried then sizes=(4, 32) strides=(32, 1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r938_byte () Int)
(declare-fun r938_1 () Int)
(declare-fun r938_0 () Int)
(declare-fun byte () Int)
(declare-fun w939_byte () Int)
(declare-fun w939_1 () Int)
(declare-fun w939_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s940_byte () Int)
(declare-fun s940_1 () Int)
(declare-fun s940_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s941_byte () Int)
(declare-fun s941_1 () Int)
(declare-fun s941_0 () Int)
(assert
 (let ((?x650 (+ 0 (* 4 (+ 0 (+ (* r938_0 32) (* r938_1 1)))))))
 (and (and (>= r938_0 0) (< r938_0 4)) (and (>= r938_1 0) (< r938_1 16)) (and (>= r938_byte 0) (< r938_byte 4)) (= byte (+ ?x650 r938_byte)))))
(assert
 (let ((?x703 (+ 0 (* 4 (+ 16 (+ (* w939_0 32) (* w939_1 1)))))))
 (and (and (>= w939_0 0) (< w939_0 4)) (and (>= w939_1 0) (< w939_1 16)) (and (>= w939_byte 0) (< w939_byte 4)) (= byte (+ ?x703 w939_byte)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x650 (+ 0 (* 4 (+ 0 (+ (* r938_0 32) (* r938_1 1)))))))
 (= carried0 (+ ?x650 held_byte0))))
(assert
 (let ((?x338 (+ 0 (* 4 (+ 0 (+ (* s940_0 32) (* s940_1 1)))))))
 (and (and (>= s940_0 0) (< s940_0 4)) (and (>= s940_1 0) (< s940_1 32)) (and (>= s940_byte 0) (< s940_byte 4)) (= carried0 (+ ?x338 s940_byte)))))
(assert
 (let (($x327 (= (mod (mod (- (div (- carried0 0) 4) 16) 32) 1) 0)))
 (let (($x513 (< (div (mod (- (div (- carried0 0) 4) 16) 32) 1) 16)))
 (let (($x308 (and (>= (- (div (- carried0 0) 4) 16) 0) (< (div (- (div (- carried0 0) 4) 16) 32) 4) $x513 $x327)))
 (or (or false) (not $x308))))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (let ((?x338 (+ 0 (* 4 (+ 0 (+ (* s940_0 32) (* s940_1 1)))))))
 (= carried1 (+ ?x338 held_byte1))))
(assert
 (let ((?x149 (+ 0 (* 4 (+ 0 (+ (* s941_0 32) (* s941_1 1)))))))
(and (and (>= s941_0 0) (< s941_0 4)) (and (>= s941_1 0) (< s941_1 32)) (and (>= s941_byte 0) (< s941_byte 4)) (= carried1 (+ ?x149 s941_byte)))))
(check-sat)
