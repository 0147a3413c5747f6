; program swiglu_bwd_into_halves, triton_kernel_wrapper_functional_proxy.b_ptr: stale read (slice_scatter reads getitem vs triton_kernel_wrapper_functional_proxy b_ptr=slice_2, carried then sizes=(4, 32) strides=(32, 1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r990_byte () Int)
(declare-fun r990_1 () Int)
(declare-fun r990_0 () Int)
(declare-fun byte () Int)
(declare-fun w991_byte () Int)
(declare-fun w991_1 () Int)
(declare-fun w991_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s992_byte () Int)
(declare-fun s992_1 () Int)
(declare-fun s992_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s993_byte () Int)
(declare-fun s993_1 () Int)
(declare-fun s993_0 () Int)
(assert
 (let ((?x761 (+ 0 (* 4 (+ 0 (+ (* r990_0 32) (* r990_1 1)))))))
 (and (and (>= r990_0 0) (< r990_0 4)) (and (>= r990_1 0) (< r990_1 16)) (and (>= r990_byte 0) (< r990_byte 4)) (= byte (+ ?x761 r990_byte)))))
(assert
 (let ((?x698 (+ 0 (* 4 (+ 16 (+ (* w991_0 32) (* w991_1 1)))))))
 (and (and (>= w991_0 0) (< w991_0 4)) (and (>= w991_1 0) (< w991_1 16)) (and (>= w991_byte 0) (< w991_byte 4)) (= byte (+ ?x698 w991_byte)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x761 (+ 0 (* 4 (+ 0 (+ (* r990_0 32) (* r990_1 1)))))))
 (= carried0 (+ ?x761 held_byte0))))
(assert
 (let ((?x640 (+ 0 (* 4 (+ 0 (+ (* s992_0 32) (* s992_1 1)))))))
 (and (and (>= s992_0 0) (< s992_0 4)) (and (>= s992_1 0) (< s992_1 32)) (and (>= s992_byte 0) (< s992_byte 4)) (= carried0 (+ ?x640 s992_byte)))))
(assert
 (let (($x284 (= (mod (mod (- (div (- carried0 0) 4) 16) 32) 1) 0)))
 (let (($x626 (< (div (mod (- (div (- carried0 0) 4) 16) 32) 1) 16)))
 (let (($x60 (and (>= (- (div (- carried0 0) 4) 16) 0) (< (div (- (div (- carried0 0) 4) 16) 32) 4) $x626 $x284)))
 (or (or false) (not $x60))))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (let ((?x640 (+ 0 (* 4 (+ 0 (+ (* s992_0 32) (* s992_1 1)))))))
 (= carried1 (+ ?x640 held_byte1))))
(assert
 (let ((?x818 (+ 0 (* 4 (+ 0 (+ (* s993_0 32) (* s993_1 1)))))))
(and (and (>= s993_0 0) (< s993_0 4)) (and (>= s993_1 0) (< s993_1 32)) (and (>= s993_byte 0) (< s993_byte 4)) (= carried1 (+ ?x818 s993_byte)))))
(check-sat)
