; program swiglu_bwd_into_halves, triton_kernel_wrapper_functional_proxy.a_ptr: stale read (slice_scatter reads mm vs triton_kernel_wrapper_functional_proxy a_ptr=slice_1, carried then sizes=(4, 32) strides=(32, 1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r978_byte () Int)
(declare-fun r978_1 () Int)
(declare-fun r978_0 () Int)
(declare-fun byte () Int)
(declare-fun w979_byte () Int)
(declare-fun w979_1 () Int)
(declare-fun w979_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s980_byte () Int)
(declare-fun s980_1 () Int)
(declare-fun s980_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s981_byte () Int)
(declare-fun s981_1 () Int)
(declare-fun s981_0 () Int)
(assert
 (let ((?x508 (+ 0 (* 4 (+ 0 (+ (* r978_0 32) (* r978_1 1)))))))
 (and (and (>= r978_0 0) (< r978_0 4)) (and (>= r978_1 0) (< r978_1 32)) (and (>= r978_byte 0) (< r978_byte 4)) (= byte (+ ?x508 r978_byte)))))
(assert
 (let ((?x102 (+ 0 (* 4 (+ 0 (+ (* w979_0 32) (* w979_1 1)))))))
 (and (and (>= w979_0 0) (< w979_0 4)) (and (>= w979_1 0) (< w979_1 16)) (and (>= w979_byte 0) (< w979_byte 4)) (= byte (+ ?x102 w979_byte)))))
(assert
 (let (($x436 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
 (let (($x784 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 16)))
 (let (($x746 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 4) $x784 $x436)))
 (let (($x507 (or false)))
 (or $x507 (not $x746)))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x508 (+ 0 (* 4 (+ 0 (+ (* r978_0 32) (* r978_1 1)))))))
 (= carried0 (+ ?x508 held_byte0))))
(assert
 (let ((?x125 (+ 0 (* 4 (+ 0 (+ (* s980_0 32) (* s980_1 1)))))))
 (and (and (>= s980_0 0) (< s980_0 4)) (and (>= s980_1 0) (< s980_1 32)) (and (>= s980_byte 0) (< s980_byte 4)) (= carried0 (+ ?x125 s980_byte)))))
(assert
 (let (($x425 (= (mod (mod (- (div (- carried0 0) 4) 16) 32) 1) 0)))
 (let (($x495 (< (div (mod (- (div (- carried0 0) 4) 16) 32) 1) 16)))
 (let (($x247 (and (>= (- (div (- carried0 0) 4) 16) 0) (< (div (- (div (- carried0 0) 4) 16) 32) 4) $x495 $x425)))
 (let (($x507 (or false)))
 (or $x507 (not $x247)))))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (let ((?x125 (+ 0 (* 4 (+ 0 (+ (* s980_0 32) (* s980_1 1)))))))
 (= carried1 (+ ?x125 held_byte1))))
(assert
 (let ((?x46 (+ 0 (* 4 (+ 0 (+ (* s981_0 32) (* s981_1 1)))))))
(and (and (>= s981_0 0) (< s981_0 4)) (and (>= s981_1 0) (< s981_1 32)) (and (>= s981_byte 0) (< s981_byte 4)) (= carried1 (+ ?x46 s981_byte)))))
(check-sat)
