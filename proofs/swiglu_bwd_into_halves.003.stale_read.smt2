; program swiglu_bwd_into_halves, triton_kernel_wrapper_functional_proxy.b_ptr: stale read (slice_scatter reads mm vs triton_kernel_wrapper_functional_proxy b_ptr=slice_2, carried then sizes=(4, 32) strides=(32, 1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r984_byte () Int)
(declare-fun r984_1 () Int)
(declare-fun r984_0 () Int)
(declare-fun byte () Int)
(declare-fun w985_byte () Int)
(declare-fun w985_1 () Int)
(declare-fun w985_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s986_byte () Int)
(declare-fun s986_1 () Int)
(declare-fun s986_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s987_byte () Int)
(declare-fun s987_1 () Int)
(declare-fun s987_0 () Int)
(assert
 (let ((?x836 (+ 0 (* 4 (+ 0 (+ (* r984_0 32) (* r984_1 1)))))))
 (and (and (>= r984_0 0) (< r984_0 4)) (and (>= r984_1 0) (< r984_1 32)) (and (>= r984_byte 0) (< r984_byte 4)) (= byte (+ ?x836 r984_byte)))))
(assert
 (let ((?x34 (+ 0 (* 4 (+ 16 (+ (* w985_0 32) (* w985_1 1)))))))
 (and (and (>= w985_0 0) (< w985_0 4)) (and (>= w985_1 0) (< w985_1 16)) (and (>= w985_byte 0) (< w985_byte 4)) (= byte (+ ?x34 w985_byte)))))
(assert
 (let (($x188 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
 (let (($x707 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 16)))
 (let (($x535 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 4) $x707 $x188)))
 (let (($x654 (or false)))
 (or $x654 (not $x535)))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x836 (+ 0 (* 4 (+ 0 (+ (* r984_0 32) (* r984_1 1)))))))
 (= carried0 (+ ?x836 held_byte0))))
(assert
 (let ((?x447 (+ 0 (* 4 (+ 0 (+ (* s986_0 32) (* s986_1 1)))))))
 (and (and (>= s986_0 0) (< s986_0 4)) (and (>= s986_1 0) (< s986_1 32)) (and (>= s986_byte 0) (< s986_byte 4)) (= carried0 (+ ?x447 s986_byte)))))
(assert
 (let (($x72 (= (mod (mod (- (div (- carried0 0) 4) 16) 32) 1) 0)))
 (let (($x621 (< (div (mod (- (div (- carried0 0) 4) 16) 32) 1) 16)))
 (let (($x190 (and (>= (- (div (- carried0 0) 4) 16) 0) (< (div (- (div (- carried0 0) 4) 16) 32) 4) $x621 $x72)))
 (let (($x654 (or false)))
 (or $x654 (not $x190)))))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (let ((?x447 (+ 0 (* 4 (+ 0 (+ (* s986_0 32) (* s986_1 1)))))))
 (= carried1 (+ ?x447 held_byte1))))
(assert
 (let ((?x467 (+ 0 (* 4 (+ 0 (+ (* s987_0 32) (* s987_1 1)))))))
(and (and (>= s987_0 0) (< s987_0 4)) (and (>= s987_1 0) (< s987_1 32)) (and (>= s987_byte 0) (< s987_byte 4)) (= carried1 (+ ?x467 s987_byte)))))
(check-sat)
