; program swiglu_bwd_into_halves, triton_kernel_wrapper_functional_proxy.a_ptr: stale read (slice_scatter reads mm vs triton_kernel_wrapper_functional_proxy a_ptr=slice_1, carried then sizes=(4, 32) strides=(32, 1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r930_byte () Int)
(declare-fun r930_1 () Int)
(declare-fun r930_0 () Int)
(declare-fun byte () Int)
(declare-fun w931_byte () Int)
(declare-fun w931_1 () Int)
(declare-fun w931_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s932_byte () Int)
(declare-fun s932_1 () Int)
(declare-fun s932_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s933_byte () Int)
(declare-fun s933_1 () Int)
(declare-fun s933_0 () Int)
(assert
 (let ((?x501 (+ 0 (* 4 (+ 0 (+ (* r930_0 32) (* r930_1 1)))))))
 (and (and (>= r930_0 0) (< r930_0 4)) (and (>= r930_1 0) (< r930_1 32)) (and (>= r930_byte 0) (< r930_byte 4)) (= byte (+ ?x501 r930_byte)))))
(assert
 (let ((?x407 (+ 0 (* 4 (+ 0 (+ (* w931_0 32) (* w931_1 1)))))))
 (and (and (>= w931_0 0) (< w931_0 4)) (and (>= w931_1 0) (< w931_1 16)) (and (>= w931_byte 0) (< w931_byte 4)) (= byte (+ ?x407 w931_byte)))))
(assert
 (let (($x309 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
 (let (($x83 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 16)))
 (let (($x234 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 4) $x83 $x309)))
 (let (($x607 (or false)))
 (or $x607 (not $x234)))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x501 (+ 0 (* 4 (+ 0 (+ (* r930_0 32) (* r930_1 1)))))))
 (= carried0 (+ ?x501 held_byte0))))
(assert
 (let ((?x121 (+ 0 (* 4 (+ 0 (+ (* s932_0 32) (* s932_1 1)))))))
 (and (and (>= s932_0 0) (< s932_0 4)) (and (>= s932_1 0) (< s932_1 32)) (and (>= s932_byte 0) (< s932_byte 4)) (= carried0 (+ ?x121 s932_byte)))))
(assert
 (let (($x346 (= (mod (mod (- (div (- carried0 0) 4) 16) 32) 1) 0)))
 (let (($x611 (< (div (mod (- (div (- carried0 0) 4) 16) 32) 1) 16)))
 (let (($x342 (and (>= (- (div (- carried0 0) 4) 16) 0) (< (div (- (div (- carried0 0) 4) 16) 32) 4) $x611 $x346)))
 (let (($x607 (or false)))
 (or $x607 (not $x342)))))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (let ((?x121 (+ 0 (* 4 (+ 0 (+ (* s932_0 32) (* s932_1 1)))))))
 (= carried1 (+ ?x121 held_byte1))))
(assert
 (let ((?x649 (+ 0 (* 4 (+ 0 (+ (* s933_0 32) (* s933_1 1)))))))
(and (and (>= s933_0 0) (< s933_0 4)) (and (>= s933_1 0) (< s933_1 32)) (and (>= s933_byte 0) (< s933_byte 4)) (= carried1 (+ ?x649 s933_byte)))))
(check-sat)
