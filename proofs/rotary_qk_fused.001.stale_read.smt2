; program rotary_qk_fused, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1, carried then sizes=(8, 24) strides=(24, 1) offset=0 itemsize=4 then sizes=(8, 8) strides=(24, 1) offset=16 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r334_byte () Int)
(declare-fun r334_1 () Int)
(declare-fun r334_0 () Int)
(declare-fun byte () Int)
(declare-fun w335_byte () Int)
(declare-fun w335_1 () Int)
(declare-fun w335_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s336_byte () Int)
(declare-fun s336_1 () Int)
(declare-fun s336_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s337_byte () Int)
(declare-fun s337_1 () Int)
(declare-fun s337_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s338_byte () Int)
(declare-fun s338_1 () Int)
(declare-fun s338_0 () Int)
(assert
 (let ((?x436 (+ 0 (* 4 (+ 0 (+ (* r334_0 24) (* r334_1 1)))))))
 (and (and (>= r334_0 0) (< r334_0 8)) (and (>= r334_1 0) (< r334_1 24)) (and (>= r334_byte 0) (< r334_byte 4)) (= byte (+ ?x436 r334_byte)))))
(assert
 (let ((?x153 (+ 0 (* 4 (+ 0 (+ (* w335_0 24) (* w335_1 1)))))))
 (and (and (>= w335_0 0) (< w335_0 8)) (and (>= w335_1 0) (< w335_1 8)) (and (>= w335_byte 0) (< w335_byte 4)) (= byte (+ ?x153 w335_byte)))))
(assert
 (let (($x423 (= (mod (mod (- (div (- byte 0) 4) 0) 24) 1) 0)))
 (let (($x88 (< (div (mod (- (div (- byte 0) 4) 0) 24) 1) 8)))
 (let (($x333 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 24) 8) $x88 $x423)))
 (let (($x411 (or false)))
 (or $x411 (not $x333)))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x436 (+ 0 (* 4 (+ 0 (+ (* r334_0 24) (* r334_1 1)))))))
 (= carried0 (+ ?x436 held_byte0))))
(assert
 (let ((?x517 (+ 0 (* 4 (+ 0 (+ (* s336_0 24) (* s336_1 1)))))))
 (and (and (>= s336_0 0) (< s336_0 8)) (and (>= s336_1 0) (< s336_1 24)) (and (>= s336_byte 0) (< s336_byte 4)) (= carried0 (+ ?x517 s336_byte)))))
(assert
 (let (($x553 (= (mod (mod (- (div (- carried0 0) 4) 8) 24) 1) 0)))
 (let (($x454 (< (div (mod (- (div (- carried0 0) 4) 8) 24) 1) 8)))
 (let (($x509 (and (>= (- (div (- carried0 0) 4) 8) 0) (< (div (- (div (- carried0 0) 4) 8) 24) 8) $x454 $x553)))
 (let (($x411 (or false)))
 (or $x411 (not $x509)))))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (let ((?x517 (+ 0 (* 4 (+ 0 (+ (* s336_0 24) (* s336_1 1)))))))
 (= carried1 (+ ?x517 held_byte1))))
(assert
 (let ((?x469 (+ 0 (* 4 (+ 16 (+ (* s337_0 24) (* s337_1 1)))))))
 (and (and (>= s337_0 0) (< s337_0 8)) (and (>= s337_1 0) (< s337_1 8)) (and (>= s337_byte 0) (< s337_byte 4)) (= carried1 (+ ?x469 s337_byte)))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (let ((?x526 (+ 0 (* 4 (+ 0 (+ (* s337_0 8) (* s337_1 1)))))))
 (= carried2 (+ ?x526 held_byte2))))
(assert
 (let ((?x416 (+ 0 (* 4 (+ 0 (+ (* s338_0 8) (* s338_1 1)))))))
(and (and (>= s338_0 0) (< s338_0 8)) (and (>= s338_1 0) (< s338_1 8)) (and (>= s338_byte 0) (< s338_byte 4)) (= carried2 (+ ?x416 s338_byte)))))
(check-sat)
