; program swiglu_bwd_into_halves, triton_kernel_wrapper_functional_proxy.b_ptr: stale read (slice_scatter reads getitem vs triton_kernel_wrapper_functional_proxy b_ptr=slice_2, carried then sizes=(4, 32) strides=(32, 1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r986_byte () Int)
(declare-fun r986_1 () Int)
(declare-fun r986_0 () Int)
(declare-fun byte () Int)
(declare-fun w987_byte () Int)
(declare-fun w987_1 () Int)
(declare-fun w987_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s988_byte () Int)
(declare-fun s988_1 () Int)
(declare-fun s988_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s989_byte () Int)
(declare-fun s989_1 () Int)
(declare-fun s989_0 () Int)
(assert
 (let ((?x595 (+ 0 (* 4 (+ 0 (+ (* r986_0 32) (* r986_1 1)))))))
 (and (and (>= r986_0 0) (< r986_0 4)) (and (>= r986_1 0) (< r986_1 16)) (and (>= r986_byte 0) (< r986_byte 4)) (= byte (+ ?x595 r986_byte)))))
(assert
 (let ((?x251 (+ 0 (* 4 (+ 16 (+ (* w987_0 32) (* w987_1 1)))))))
 (and (and (>= w987_0 0) (< w987_0 4)) (and (>= w987_1 0) (< w987_1 16)) (and (>= w987_byte 0) (< w987_byte 4)) (= byte (+ ?x251 w987_byte)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x595 (+ 0 (* 4 (+ 0 (+ (* r986_0 32) (* r986_1 1)))))))
 (= carried0 (+ ?x595 held_byte0))))
(assert
 (let ((?x511 (+ 0 (* 4 (+ 0 (+ (* s988_0 32) (* s988_1 1)))))))
 (and (and (>= s988_0 0) (< s988_0 4)) (and (>= s988_1 0) (< s988_1 32)) (and (>= s988_byte 0) (< s988_byte 4)) (= carried0 (+ ?x511 s988_byte)))))
(assert
 (let (($x398 (= (mod (mod (- (div (- carried0 0) 4) 16) 32) 1) 0)))
 (let (($x714 (< (div (mod (- (div (- carried0 0) 4) 16) 32) 1) 16)))
 (let (($x671 (and (>= (- (div (- carried0 0) 4) 16) 0) (< (div (- (div (- carried0 0) 4) 16) 32) 4) $x714 $x398)))
 (or (or false) (not $x671))))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (let ((?x511 (+ 0 (* 4 (+ 0 (+ (* s988_0 32) (* s988_1 1)))))))
 (= carried1 (+ ?x511 held_byte1))))
(assert
 (let ((?x170 (+ 0 (* 4 (+ 0 (+ (* s989_0 32) (* s989_1 1)))))))
(and (and (>= s989_0 0) (< s989_0 4)) (and (>= s989_1 0) (< s989_1 32)) (and (>= s989_byte 0) (< s989_byte 4)) (= carried1 (+ ?x170 s989_byte)))))
(check-sat)
