; program swiglu_bwd_into_halves, triton_kernel_wrapper_functional_proxy.b_ptr: stale read (slice_scatter reads mm vs triton_kernel_wrapper_functional_proxy b_ptr=slice_2, carried then sizes=(4, 32) strides=(32, 1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r982_byte () Int)
(declare-fun r982_1 () Int)
(declare-fun r982_0 () Int)
(declare-fun byte () Int)
(declare-fun w983_byte () Int)
(declare-fun w983_1 () Int)
(declare-fun w983_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s984_byte () Int)
(declare-fun s984_1 () Int)
(declare-fun s984_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s985_byte () Int)
(declare-fun s985_1 () Int)
(declare-fun s985_0 () Int)
(assert
 (let ((?x192 (+ 0 (* 4 (+ 0 (+ (* r982_0 32) (* r982_1 1)))))))
 (and (and (>= r982_0 0) (< r982_0 4)) (and (>= r982_1 0) (< r982_1 32)) (and (>= r982_byte 0) (< r982_byte 4)) (= byte (+ ?x192 r982_byte)))))
(assert
 (let ((?x600 (+ 0 (* 4 (+ 16 (+ (* w983_0 32) (* w983_1 1)))))))
 (and (and (>= w983_0 0) (< w983_0 4)) (and (>= w983_1 0) (< w983_1 16)) (and (>= w983_byte 0) (< w983_byte 4)) (= byte (+ ?x600 w983_byte)))))
(assert
 (let (($x485 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
 (let (($x548 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 16)))
 (let (($x593 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 4) $x548 $x485)))
 (let (($x782 (or false)))
 (or $x782 (not $x593)))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x192 (+ 0 (* 4 (+ 0 (+ (* r982_0 32) (* r982_1 1)))))))
 (= carried0 (+ ?x192 held_byte0))))
(assert
 (let ((?x755 (+ 0 (* 4 (+ 0 (+ (* s984_0 32) (* s984_1 1)))))))
 (and (and (>= s984_0 0) (< s984_0 4)) (and (>= s984_1 0) (< s984_1 32)) (and (>= s984_byte 0) (< s984_byte 4)) (= carried0 (+ ?x755 s984_byte)))))
(assert
 (let (($x398 (= (mod (mod (- (div (- carried0 0) 4) 16) 32) 1) 0)))
 (let (($x714 (< (div (mod (- (div (- carried0 0) 4) 16) 32) 1) 16)))
 (let (($x671 (and (>= (- (div (- carried0 0) 4) 16) 0) (< (div (- (div (- carried0 0) 4) 16) 32) 4) $x714 $x398)))
 (let (($x782 (or false)))
 (or $x782 (not $x671)))))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (let ((?x755 (+ 0 (* 4 (+ 0 (+ (* s984_0 32) (* s984_1 1)))))))
 (= carried1 (+ ?x755 held_byte1))))
(assert
 (let ((?x482 (+ 0 (* 4 (+ 0 (+ (* s985_0 32) (* s985_1 1)))))))
(and (and (>= s985_0 0) (< s985_0 4)) (and (>= s985_1 0) (< s985_1 32)) (and (>= s985_byte 0) (< s985_byte 4)) (= carried1 (+ ?x482 s985_byte)))))
(check-sat)
